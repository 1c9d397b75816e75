import { createTheme, type Theme } from '@mui/material/styles'
import {
  inputsCustomizations,
  navigationCustomizations,
  surfacesCustomizations,
} from './customizations'
import { brand, fontFamily, radius, ratingGold, status } from './tokens'

declare module '@mui/material/styles' {
  interface Palette {
    forSale: Palette['primary']
    forLease: Palette['primary']
    sold: Palette['primary']
    chip: Palette['primary']
    rating: Palette['primary']
  }
  interface PaletteOptions {
    forSale?: PaletteOptions['primary']
    forLease?: PaletteOptions['primary']
    sold?: PaletteOptions['primary']
    chip?: PaletteOptions['primary']
    rating?: PaletteOptions['primary']
  }
}

let built: Theme | undefined

/**
 * The app's MUI theme, built on first use and kept. Building it (palettes, contrast colours, the
 * components' rules merged in) is several milliseconds of a phone's main thread: made when this
 * module loads, it lengthened the app chunk's evaluation, the longest task of every page's
 * start-up; the app builds it in a task of its own before its first render (main.tsx).
 */
export function appTheme(): Theme {
  built ??= buildTheme()
  return built
}

const buildTheme = () =>
  createTheme({
    palette: {
      primary: { main: brand.primary, dark: brand.primaryDeep, contrastText: '#FFFFFF' },
      text: { primary: brand.ink, secondary: brand.inkMuted },
      background: { default: brand.surface, paper: brand.surface },
      divider: brand.line,
      forSale: { main: status.forSale, contrastText: '#FFFFFF' },
      forLease: { main: status.forLease, contrastText: '#FFFFFF' },
      sold: { main: status.sold, contrastText: '#FFFFFF' },
      chip: { main: status.chip, contrastText: status.chipText },
      rating: { main: ratingGold },
    },
    shape: { borderRadius: radius },
    spacing: 8,
    typography: {
      fontFamily,
      fontSize: 14,
      htmlFontSize: 16,
      h1: { fontSize: '3rem', fontWeight: 700, lineHeight: 1.15, letterSpacing: '-0.02em' },
      h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      h5: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
      h6: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.5 },
      body1: { fontSize: '1rem', lineHeight: 1.5 },
      body2: { fontSize: '0.875rem', lineHeight: 1.5 },
      caption: { fontSize: '0.75rem', lineHeight: 1.5 },
      button: { fontSize: '1rem' },
    },
    components: {
      ...inputsCustomizations,
      ...surfacesCustomizations,
      ...navigationCustomizations,
    },
  })
