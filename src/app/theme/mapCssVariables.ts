import { brand, mapColours, status } from './tokens'

/** A focused pin's ring: amber stands out on both basemaps and on every pin colour. */
export const mapFocusRing = '#FFB300'

/**
 * The colours the map's stylesheets (markers, the keyless base) read, as CSS custom properties set
 * on each map's container, so a pin's colour is its status token and not a second copy of it.
 */
export const mapCssVariables = {
  '--hw-pin-ink': brand.surface,
  '--hw-pin-for-sale': status.forSale,
  '--hw-pin-for-lease': status.forLease,
  '--hw-pin-sold': status.sold,
  '--hw-pin-visited': brand.inkMuted,
  '--hw-pin-cluster': brand.primaryDeep,
  '--hw-pin-stack': brand.ink,
  '--hw-pin-focus': mapFocusRing,
  '--hw-street-pin': brand.primary,
  '--hw-map-land': mapColours.plain.land,
  '--hw-map-land-satellite': mapColours.satellite.land,
} as const
