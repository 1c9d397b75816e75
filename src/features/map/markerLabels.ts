import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatListingPrice, groupThousands } from '../../lib/format'
import type { MapMarker, PinListing } from '../../lib/mapMarkers'

/** Marker names by language and everything they depend on (see markerSignature). */
const markerLabels = new Map<string, string>()

/** The cache is emptied past this many names, so a long session does not keep every pin seen. */
const MAX_CACHED_LABELS = 5000

interface PinAddress {
  readonly address?: Partial<Record<string, string>>
}

const streetOf = (listing: PinListing) => {
  const address = (listing as PinAddress).address ?? {}
  return [address.unitNumber, address.streetNumber, address.streetName, address.streetSuffix]
    .filter(Boolean)
    .join(' ')
}

/** Everything a marker's accessible name depends on. */
function markerSignature(marker: MapMarker): string {
  const [only] = marker.listings
  if (marker.variant === 'cluster' || marker.variant === 'stack' || !only) {
    return `${marker.variant}|${String(marker.count)}|${marker.label}`
  }
  return [
    marker.variant,
    marker.label,
    only.type,
    only.lastStatus,
    String(only.listPrice),
    String(only.soldPrice),
    streetOf(only),
  ].join('|')
}

/**
 * A marker's accessible name begins with the text it shows ('$660K'), as speech and voice
 * control users address it by what they see, then says it in full.
 */
function labelOf(marker: MapMarker, t: TFunction<'map'>, language: string): string {
  const name = fullLabelOf(marker, t, language)
  return name.includes(marker.label) ? name : `${marker.label}, ${name}`
}

/** A marker's name in full: its price and address, or its count. */
function fullLabelOf(marker: MapMarker, t: TFunction<'map'>, language: string): string {
  const [only] = marker.listings
  const counted = { count: marker.count, formatted: groupThousands(marker.count, language) }
  if (marker.variant === 'cluster') return t('clusterLabel', counted)
  if (marker.variant === 'stack' || !only) return t('stackLabel', counted)
  const price =
    only.lastStatus === 'Sld' && typeof only.soldPrice === 'number'
      ? only.soldPrice
      : only.listPrice
  const street = streetOf(only)
  const priceText = formatListingPrice(price, only.type, language)
  return street ? t('pinLabel', { price: priceText, address: street }) : priceText
}

/**
 * A marker's accessible name in the visitor's language. Names of markers that stay on the map
 * are not worked out again after each pan.
 */
export function useMarkerLabel(): (marker: MapMarker) => string {
  const { t, i18n } = useTranslation('map')
  const { language } = i18n
  return useCallback(
    (marker: MapMarker) => {
      const signature = `${language}|${markerSignature(marker)}`
      const known = markerLabels.get(signature)
      if (known !== undefined) return known
      const label = labelOf(marker, t, language)
      if (markerLabels.size > MAX_CACHED_LABELS) markerLabels.clear()
      markerLabels.set(signature, label)
      return label
    },
    [language, t],
  )
}
