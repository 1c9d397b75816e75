import { http, HttpResponse } from 'msw'
import type { ListingRecord } from '../../contract/listing'
import { Lead, LEAD_SCHEMA_PATH } from '../../contract/lead'
import type { HistoryEntry } from '../../contract/realty'
import { fixtureListings, listingsResponse } from '../fixtures/listings'

export const realty = 'http://127.0.0.1:8787'
export const listingUrl = `${realty}/listings/:mls`
export const historyUrl = `${realty}/listings/history`
export const contactUrl = `${realty}/realty/contact`

/** A listing's history as the realty service answers it: `count` earlier listings of the home. */
export function historyOf(listing: ListingRecord, count: number): HistoryEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    mlsNumber: index === 0 ? listing.mlsNumber : `W${String(4_000_000 + index)}`,
    boardId: listing.boardId,
    type: listing.type,
    lastStatus: index === 0 ? listing.lastStatus : 'Exp',
    listPrice: listing.listPrice - index * 10_000,
    soldPrice: null,
    listDate: `202${String(5 - index)}-03-01T00:00:00.000Z`,
    soldDate: null,
    timestamps: { expiryDate: `202${String(5 - index)}-09-01T00:00:00.000Z` },
  }))
}

/** The fixtures the handlers below answer as related homes (similar, recent, comparables). */
export const RELATED_FIXTURES = 10

/**
 * The detail page's calls: the listing by MLS number (404 for one the fixtures lack), similar
 * listings, suggestions, comparables, outlines, the meta Link header with the lead schema, and
 * the contact service. History is left to each test.
 */
export function detailHandlers(listings: readonly ListingRecord[] = fixtureListings) {
  const byMls = (mls: unknown) => listings.find((listing) => listing.mlsNumber === mls)
  return [
    http.get(`${realty}/listings/:mls/similar`, () =>
      HttpResponse.json({ listings: listings.slice(0, 4) }),
    ),
    http.get(`${realty}/listings/:mls/suggestions`, () =>
      HttpResponse.json({
        suggestions: {
          popular: [{ label: 'Condos in Toronto', city: 'Toronto', count: 12 }],
          nearby: [{ label: 'Mississauga', city: 'Mississauga', count: 30 }],
          recent: listings.slice(4, 6),
        },
        similarListings: [],
      }),
    ),
    http.get(listingUrl, ({ params }) => {
      const listing = byMls(params.mls)
      return listing
        ? HttpResponse.json(listing)
        : HttpResponse.json({ message: 'Listing not found' }, { status: 404 })
    }),
    http.get(`${realty}/listings`, () =>
      HttpResponse.json(listingsResponse(listings.slice(6, RELATED_FIXTURES))),
    ),
    http.get(`${realty}/polygons`, () => HttpResponse.json({ polygons: [] })),
    http.get(`${realty}/meta`, () =>
      HttpResponse.json(
        { group: 'real_estate' },
        { headers: { link: `<${realty}${LEAD_SCHEMA_PATH}>; rel="user"` } },
      ),
    ),
    http.get(`${realty}${LEAD_SCHEMA_PATH}`, () => HttpResponse.json(Lead)),
  ]
}
