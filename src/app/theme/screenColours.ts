import { brand, dark, mapColours, status } from './tokens'

/*
 * Colours only some screens use (the listing page's map, the marketing pages, drawings). They are
 * kept out of `tokens.ts` because the theme's module is in the entry every page loads, and a
 * shared module keeps every export any screen uses.
 */

/**
 * The listing page's location map is the map screen's map: its land, a faint street grid while it
 * loads, the neighbourhood in the chosen-area blue, and the home as the map's blue place pin.
 */
export const locationMapColours = {
  backdrop: mapColours.plain.land,
  grid: mapColours.plain.streetCasing,
  outline: mapColours.plain.area,
  outlineFill: 'rgba(20, 123, 201, 0.08)',
  pin: mapColours.plain.area,
  pinHalo: 'rgba(20, 123, 201, 0.3)',
  pinCentre: '#FFFFFF',
} as const

/**
 * The marketing pages' bands: heroes on the footer's navy with white and muted text, pale tinted
 * sections, and the frame behind a feature's drawing.
 */
export const marketingColours = {
  hero: dark.footer,
  heroInk: dark.ink,
  heroMuted: dark.footerInk,
  tint: brand.surfaceAlt,
  artFrame: '#EEF4FA',
  /** A white button's hover on the deep-blue call to action. */
  ctaHover: '#E3EEF8',
} as const

/** Illustrations: the home page's skyline and the drawn agent headshot. */
export const artColours = {
  skylineFar: '#1A2B44',
  skylineNear: '#233754',
  waterline: brand.primary,
  headshotBackdrop: '#DCEBF7',
  shirt: brand.primary,
  skin: '#B07A57',
  hair: '#2B1D16',
  lips: '#7A4632',
  /** A lit window at dusk, and the gold of a drawn coin or key. */
  windowLit: '#F2B84B',
  /** A pale blue for drawn chart lines and bars. */
  paleBlue: '#9CC3E6',
  /** The drawn people's skin tones. */
  skins: ['#D9A47E', '#C68E6A', '#E0B48C', '#7A4E33'],
} as const

/**
 * The hero's dusk scene: a row of houses (blue-grey and brick, each with a darker roof) under a
 * navy sky with a pale moon, dark unlit windows, a lawn, and a lawn sign in the brand's colours.
 */
export const heroSceneColours = {
  sky: '#2C4A6E',
  moon: '#F2D49B',
  houses: [
    { body: '#5B7899', roof: '#3D5571' },
    { body: '#8C5A4A', roof: '#5E3A30' },
    { body: '#7390B0', roof: '#4C6685' },
    { body: '#A0705C', roof: '#6E4A3C' },
    { body: '#5F7F9E', roof: '#42607E' },
    { body: '#8E6554', roof: '#61443A' },
    { body: '#6A88A8', roof: '#4A6482' },
  ],
  windowLit: artColours.windowLit,
  windowDark: '#2A3D55',
  door: '#1F2F45',
  lawn: '#2F5236',
  signPost: '#E6E9ED',
  signBoard: brand.surface,
  signBand: brand.primary,
  signRider: status.sold,
  /** Laid over the scene so the hero's white text reads on it. */
  overlay: '#0B1626',
} as const
