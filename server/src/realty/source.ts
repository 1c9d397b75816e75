import type {
  AutocompleteQuery,
  HistoryEntry,
  HistoryQuery,
  ListingsQuery,
  ListingsResponse,
  LocationsQuery,
  LocationsResponse,
  PlaceArea,
  PolygonQuery,
  SuggestionsResponse,
} from '../../../contract/realty'
import type { ListingRecord } from '../data/listingRecord'
import type { Viewer } from './presentListing'

/**
 * Where the realty routes read listings. Two implementations answer the one SPA-facing contract:
 * the generated SQLite dataset (the embedded default) and the listing provider
 * (`LISTINGS_SOURCE=provider`). Every answer that carries listings has the board rules applied
 * for `viewer` already; `listing` returns the whole record and leaves them to the route, which
 * decides first whether the listing exists. Validation of the request is the route's (its
 * schemas); a source may still refuse a request with a 400 HttpError, and a provider failure is a
 * 4xx/502/503/504 HttpError, never a plain Error.
 */
export interface ListingSource {
  readonly kind: 'sqlite' | 'provider'
  /** GET /listings: a page, its count, and the clusters, statistics and aggregates asked for. */
  search(query: ListingsQuery, viewer: Viewer): Promise<ListingsResponse>
  /** One listing by MLS number, on one board or (without a board) the first that has it. */
  listing(mlsNumber: string, boardId: number | undefined): Promise<ListingRecord | undefined>
  /** Up to 4 active listings a buyer of `listing` would also consider, as cards. */
  similar(listing: ListingRecord, viewer: Viewer): Promise<Record<string, unknown>[]>
  /** The detail page's popular, nearby and recent searches and similar listings. */
  suggestions(listing: ListingRecord, viewer: Viewer): Promise<SuggestionsResponse>
  /** Every listing of one address, newest first. */
  history(query: HistoryQuery): Promise<HistoryEntry[]>
  /** Listings whose address or MLS number starts with what was typed. */
  autocomplete(query: AutocompleteQuery, viewer: Viewer): Promise<ListingsResponse>
  /** Neighbourhoods and cities whose names match. */
  locations(query: LocationsQuery): Promise<LocationsResponse>
  /** City and neighbourhood outlines. */
  polygons(query: PolygonQuery): Promise<PlaceArea[]>
}
