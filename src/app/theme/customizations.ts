import type { Components, Theme } from '@mui/material/styles'
import { brand, elevation, radius } from './tokens'

/** The animation names MUI's InputBase listens for to notice a browser's autofill. */
const AUTO_FILL = 'mui-auto-fill'
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel'

/**
 * What animates in a page the build rendered: placeholders' pulse and wave, spinners, bars, by
 * MUI's global class names (its stable styling API; its class objects would bring their
 * components' modules into the entry).
 */
const HELD_STILL = [
  '.MuiSkeleton-root',
  '.MuiSkeleton-root::after',
  '.MuiCircularProgress-root',
  '.MuiCircularProgress-circle',
  '.MuiLinearProgress-bar',
]

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
  // MuiInputBase adds its autofill keyframes as a global stylesheet of its own for every field
  // that mounts (seven style elements, each compiled, for one lead form). They live once in
  // CssBaseline instead, and the fields keep MUI's autofill detection (the label moves out of
  // the way of a browser-filled value).
  MuiInputBase: {
    defaultProps: { disableInjectingGlobalStyles: true },
    styleOverrides: {
      input: {
        animationName: AUTO_FILL_CANCEL,
        animationDuration: '10ms',
        '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
      },
    },
  },
  MuiCssBaseline: {
    styleOverrides: {
      // Non-empty keyframes, as MUI's own: emotion drops empty ones in production.
      [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
      [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
      // While a page the build rendered hydrates (HydrationGate marks it), its placeholders and
      // spinners hold still: a spinner's stroke repaints on the main thread every frame, and each
      // frame takes a phone's time while it is busiest starting the app. They move once the page
      // has hydrated. The rule names the parts that animate, not every element: when the mark
      // goes, the browser then restyles those parts alone rather than the whole page.
      [HELD_STILL.map((part) => `[data-hydrating] ${part}`).join()]: {
        animationPlayState: 'paused !important',
      },
    },
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
  // A placeholder starts to pulse once it has waited a second (MUI's own wait is half of one):
  // within a second a wait still feels immediate, so an answer that comes sooner replaces a
  // still placeholder, and the phone draws no frames for it while it renders the page.
  MuiSkeleton: {
    styleOverrides: { pulse: { animationDelay: '1s' } },
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
