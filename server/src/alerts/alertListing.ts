import type { ListingRecord } from '../data/listingRecord'

/** The fields of a listing the alert job reads: what it matches on and what an e-mail shows. */
export const ALERT_LISTING_FIELDS = [
  'mlsNumber',
  'boardId',
  'class',
  'type',
  'status',
  'lastStatus',
  'listPrice',
  'originalPrice',
  'soldPrice',
  'updatedOn',
  'images',
  'address',
  'map',
  'permissions',
  'office',
  'details.propertyType',
  'details.style',
  'details.numBedrooms',
  'details.numBedroomsPlus',
  'details.numBathrooms',
  'details.sqft',
  'details.description',
  'details.extras',
] as const

export type AlertListing = Pick<
  ListingRecord,
  | 'mlsNumber'
  | 'boardId'
  | 'class'
  | 'type'
  | 'status'
  | 'lastStatus'
  | 'listPrice'
  | 'originalPrice'
  | 'soldPrice'
  | 'updatedOn'
  | 'images'
  | 'address'
  | 'map'
  | 'permissions'
  | 'office'
> & {
  readonly details: Pick<
    ListingRecord['details'],
    | 'propertyType'
    | 'style'
    | 'numBedrooms'
    | 'numBedroomsPlus'
    | 'numBathrooms'
    | 'sqft'
    | 'description'
    | 'extras'
  >
}

/** What the job remembers of a listing it told a customer about. */
export interface WatchedState {
  readonly status: 'A' | 'U'
  readonly lastStatus: string
  readonly listPrice: number
}

export const watchedState = (listing: AlertListing): WatchedState => ({
  status: listing.status,
  lastStatus: listing.lastStatus,
  listPrice: listing.listPrice,
})
