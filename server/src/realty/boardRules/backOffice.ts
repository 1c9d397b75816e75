/**
 * A board may let the brokerage use a listing in its back office only
 * (`permissions.displayInternetEntireListing = 'N'`). Such a listing is never shown on the site,
 * to guests or customers alike, and nothing the site answers may rest on it: no page, count,
 * cluster, aggregate, statistic, suggestion, detail, similar home or history entry. A listing
 * without the permission is one the board did not restrict this way.
 */
export const SITE_LISTINGS_ONLY = { displayInternetEntireListing: 'Y' } as const

interface WithPermissions {
  readonly permissions?: Readonly<Record<string, unknown>> | null
}

/** Whether a listing, as the provider sent it, is for the board's back office only. */
export function isBackOfficeOnly(listing: WithPermissions | null | undefined): boolean {
  return listing?.permissions?.displayInternetEntireListing === 'N'
}

/** The listings a site may show of those the provider sent. */
export function siteListings<T extends WithPermissions>(listings: readonly T[]): T[] {
  return listings.filter((listing) => !isBackOfficeOnly(listing))
}
