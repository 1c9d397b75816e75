/** The first start-up stage: emotion and MUI (their modules' own set-up: every styled part). */
export { ThemeProvider } from '@mui/material/styles'
