import type { ListingRecord } from '../../contract/listing'
import { RESTRICTED_HISTORY_BOARDS } from '../../contract/boards'
import { config } from '../../src/app/config'
import { fixtureListings } from '../fixtures/listings'
import { RELATED_FIXTURES } from '../msw/detailHandlers'

export const isPublic = (listing: ListingRecord) =>
  listing.permissions.displayAddressOnInternet === 'Y' && listing.permissions.displayPublic === 'Y'

/**
 * A public fixture listing that fits, never one the handlers also answer as a related home: the
 * page leaves itself out of its own comparables, which would change their count.
 */
function pick(accept: (listing: ListingRecord) => boolean): ListingRecord {
  const listing = fixtureListings
    .slice(RELATED_FIXTURES)
    .find((candidate) => isPublic(candidate) && accept(candidate))
  if (!listing) throw new Error('no fixture listing fits')
  return listing
}

export const sale = pick(
  (l) => l.type === 'Sale' && l.status === 'A' && !RESTRICTED_HISTORY_BOARDS.includes(l.boardId),
)
/** A sale whose facts include heating, to read a feed value through the French label table. */
export const heatedSale = pick(
  (l) =>
    l.type === 'Sale' &&
    l.status === 'A' &&
    Boolean(l.details.heating) &&
    !RESTRICTED_HISTORY_BOARDS.includes(l.boardId),
)
export const restricted = pick((l) => RESTRICTED_HISTORY_BOARDS.includes(l.boardId))

/** A signed-in customer as the accounts feature leaves them: Amplify's cookies with an ID token. */
export function signIn(): string {
  const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))
  const token = `eyJhbGciOiJSUzI1NiJ9.${claims.replace(/=+$/, '')}.signature`
  const prefix = `CognitoIdentityServiceProvider.${config.cognito.clientId}`
  document.cookie = `${prefix}.LastAuthUser=buyer; path=/`
  document.cookie = `${prefix}.buyer.idToken=${token}; path=/`
  return token
}

/** Signs out between tests: every cookie the test wrote expires. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
