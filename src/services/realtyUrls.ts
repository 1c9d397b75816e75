import type { ListingsResponse } from '../../contract/realty'
import { imageKeyPath } from '../../contract/imageKey'
import { config } from '../app/config'
import { normaliseListings, type Listing } from '../lib/listing/normaliseListing'
import { toQueryString, type QueryParams } from '../lib/queryString'

/** A search's results, each listing read through the SPA's normalising layer. */
export type ListingsResult = Omit<ListingsResponse, 'listings'> & {
  readonly listings: readonly Listing[]
}

/** A search's answer with its listings normalised (every realty endpoint reads through this). */
export function normaliseSearch(response: ListingsResponse): ListingsResult {
  return { ...response, listings: normaliseListings(response.listings) }
}

/** One listing's path, its board as the provider takes it: `/listings/C123?boardId=2`. */
export function listingUrl(
  mlsNumber: string,
  boardId: number,
  suffix: '' | '/similar' | '/suggestions' = '',
) {
  return `/listings/${encodeURIComponent(mlsNumber)}${suffix}?boardId=${String(boardId)}`
}

/** A listing photo from the image CDN at the width a view needs. */
export function listingImageUrl(imageKey: string, size: 'small' | 'medium'): string {
  const width = size === 'small' ? 350 : 800
  return `${config.imageCdnUrl}/${imageKeyPath(imageKey)}?w=${String(width)}&class=${size}&f=webp`
}

/** The order a search that names none is shown in: the newest listings first. */
export const DEFAULT_SEARCH_SORT = 'createdOnDesc'

const isEmpty = (value: QueryParams[string]) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

/**
 * A search's URL. Every search names its status and order, so the answer never rests on a
 * default the service or the provider chose (the provider's are status A, updatedOnDesc).
 */
export function searchUrl(params: QueryParams): string {
  return `/listings?${toQueryString({
    ...params,
    status: isEmpty(params.status) ? 'A' : params.status,
    sortBy: isEmpty(params.sortBy) ? DEFAULT_SEARCH_SORT : params.sortBy,
  })}`
}
