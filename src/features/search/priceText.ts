import { useTranslation } from 'react-i18next'
import { formatPrice } from '../../lib/format'
import { DEFAULT_SEARCH_MAX_PRICE, noMaximumPrice, type DealType } from '../../lib/searchRules'

export type PriceRangeText =
  | { readonly kind: 'any' }
  | { readonly kind: 'from'; readonly min: number }
  | { readonly kind: 'range'; readonly min: number; readonly max: number }

/**
 * The one reading of a price range that the Price pill, its panel and the phone drawer all show:
 * from 0 with no maximum is any price; with no maximum, 'from'; otherwise the range as searched.
 */
export function priceRangeText(
  type: DealType,
  minPrice: number,
  maxPrice: number | undefined,
): PriceRangeText {
  const max = maxPrice === undefined || maxPrice >= noMaximumPrice(type) ? undefined : maxPrice
  if (minPrice === 0 && max === undefined) return { kind: 'any' }
  if (max === undefined) return { kind: 'from', min: minPrice }
  return { kind: 'range', min: minPrice, max }
}

/**
 * Whether the Price pill says only 'Price': the range is the default search's (sale, 0 to
 * 6,000,000) or any price, so there is no bound the customer chose to show.
 */
export function priceIsUnchosen(
  type: DealType,
  minPrice: number,
  maxPrice: number | undefined,
): boolean {
  if (priceRangeText(type, minPrice, maxPrice).kind === 'any') return true
  return type === 'sale' && minPrice === 0 && maxPrice === DEFAULT_SEARCH_MAX_PRICE
}

/** The price range in words, as the pill, the panel and the drawer say it. */
export function usePriceText() {
  const { t, i18n } = useTranslation('search')
  const price = (amount: number) => formatPrice(amount, i18n.language)
  return (type: DealType, minPrice: number, maxPrice: number | undefined): string => {
    const range = priceRangeText(type, minPrice, maxPrice)
    if (range.kind === 'any') return t('anyPrice')
    if (range.kind === 'from') return t('priceFrom', { min: price(range.min) })
    return t('priceRange', { min: price(range.min), max: price(range.max) })
  }
}
