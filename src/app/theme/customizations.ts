import type { Components, Theme } from '@mui/material/styles'
import { brand, elevation, radius } from './tokens'

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: {
        borderRadius: radius,
        textTransform: 'none',
        fontWeight: 600,
        minHeight: 44,
        paddingInline: 20,
      },
    },
    variants: [
      {
        props: { variant: 'contained', color: 'primary' },
        style: {
          backgroundColor: brand.primaryText,
          '&:hover': { backgroundColor: brand.primaryDeep },
        },
      },
      {
        props: { variant: 'outlined', color: 'primary' },
        style: { color: brand.primaryText, borderColor: brand.primary },
      },
      { props: { variant: 'text', color: 'primary' }, style: { color: brand.primaryText } },
    ],
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
  },
  MuiTextField: {
    defaultProps: { variant: 'outlined', fullWidth: true },
  },
  MuiOutlinedInput: {
    styleOverrides: { root: { borderRadius: radius } },
  },
  // A focused label (text fields, radio groups) is text: the brand blue is under 4.5:1 on white.
  MuiFormLabel: {
    styleOverrides: {
      root: { '&.Mui-focused:not(.Mui-error)': { color: brand.primaryText } },
    },
  },
}

export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: {
    styleOverrides: {
      rounded: { borderRadius: radius },
      elevation1: { boxShadow: elevation.card },
      elevation8: { boxShadow: elevation.floating },
    },
  },
  MuiCard: {
    defaultProps: { elevation: 1 },
  },
  MuiAlert: {
    styleOverrides: { root: { borderRadius: radius, alignItems: 'center' } },
  },
}

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { color: brand.primaryText, fontWeight: 500 } },
  },
  MuiTab: {
    styleOverrides: { root: { '&.Mui-selected': { color: brand.primaryText } } },
  },
  MuiDrawer: {
    styleOverrides: { paper: { width: 300, maxWidth: '85vw' } },
  },
}
