/**
 * Design tokens from the visual brief. #147BC9 is the brand primary; as text or behind white text
 * it reaches only 4.46:1, so text-bearing surfaces use `primaryText` (5.2:1 on white) instead.
 */
export const brand = {
  primary: '#147BC9',
  primaryText: '#1170B8',
  primaryDeep: '#0E5C98',
  ink: '#1C2430',
  inkMuted: '#5F6B7A',
  line: '#DDE3EA',
  surface: '#FFFFFF',
  surfaceAlt: '#F6F8FA',
} as const

/** Listing status colours: every one carries white text at 4.5:1 or better. */
export const status = {
  forSale: '#1B7F3B',
  forLease: '#7B3FA0',
  sold: '#C62828',
  chip: '#EEF1F4',
  chipText: '#2B3440',
} as const

export const radius = 8

export const fontFamily = [
  'Inter',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',')

export const elevation = {
  card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.10)',
  floating: '0 8px 24px rgba(16, 24, 40, 0.14), 0 2px 6px rgba(16, 24, 40, 0.08)',
} as const

/**
 * The keyless map's basemap, a quiet "positron" look (DESIGN.md, The keyless map): pale land,
 * white residential streets, light-yellow arterials, orange-ish highways with a darker casing,
 * blue water, labels in muted dark grey on a white halo. The satellite style turns it over:
 * dark land and water, lighter roads, light labels on a dark halo. Pins stay the loudest.
 */
export const mapColours = {
  plain: {
    land: '#F2EFE9',
    water: '#AAD3EF',
    street: '#FFFFFF',
    streetCasing: '#D6D0C6',
    arterial: '#FCEFB0',
    arterialCasing: '#DCC27A',
    highway: '#F6B06A',
    highwayCasing: '#C47A34',
    /** A highway's number: white on this reads at 6:1. */
    highwayShield: '#8F5216',
    label: '#4A5260',
    labelHalo: '#FFFFFF',
    /** A chosen or drawn search area's edge and fill: the brand's primary. */
    area: brand.primary,
    /** The white centre of a drawn area's draggable corner. */
    areaHandle: '#FFFFFF',
    cityLine: '#8A96A8',
    neighbourhoodLine: '#C3CBD6',
  },
  satellite: {
    land: '#2F3B2A',
    water: '#0B2A4A',
    street: '#9AA493',
    streetCasing: '#263021',
    arterial: '#EDE3B5',
    arterialCasing: '#3A4434',
    highway: '#FFC878',
    highwayCasing: '#6B4A22',
    highwayShield: '#8F5216',
    label: '#F3F5F0',
    labelHalo: '#1C2418',
    area: brand.primary,
    areaHandle: '#FFFFFF',
    cityLine: '#C9D6C1',
    neighbourhoodLine: '#5E7A58',
  },
} as const
export type MapColours = (typeof mapColours)['plain' | 'satellite']

/** The dark surfaces: the site's footer and the photo gallery's backdrop, with their text. */
export const dark = {
  footer: '#0F1B2D',
  footerInk: '#D7DEE7',
  footerLine: '#2A3B52',
  gallery: '#0B1620',
  ink: '#FFFFFF',
} as const

/** Toast backgrounds by severity: each carries white text at 4.5:1 or better. */
export const toast = {
  info: brand.ink,
  success: status.forSale,
  warning: '#8A4B00',
  error: '#B3261E',
} as const

/** Review stars: amber on white reaches 3:1, enough for graphics. */
export const ratingGold = '#B7791F'
