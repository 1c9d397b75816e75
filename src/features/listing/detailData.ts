import { dispatchThunk, type StartRouteData } from '../../app/routeData'
import { detailTarget } from '../../lib/listing/detailRoute'
import { preloadImage } from '../../lib/preloadImage'
import { realtyApi, type ListingArgs } from '../../services/realtyApi'
import { listingImageUrl } from '../../services/realtyUrls'
import { sessionIdToken } from './sessionToken'

/**
 * The listing a detail address names, as the page asks for it: a signed-in customer's request
 * carries their ID token (it unlocks what guests may not see). Undefined for an address that
 * names no listing.
 */
export function detailListingArgs(
  params: { readonly mlsNumber?: string | undefined; readonly boardId?: string | undefined },
  token: string | undefined,
): ListingArgs | undefined {
  const target = detailTarget(params.mlsNumber, params.boardId)
  return target ? { ...target, token } : undefined
}

/** The listing page's first data: the listing itself, then its first photo (its largest paint). */
export const startDetailData: StartRouteData = (store, { params }) => {
  const args = detailListingArgs(params, sessionIdToken())
  if (!args) return
  const request = dispatchThunk(
    store,
    realtyApi.endpoints.getListing.initiate(args, { subscribe: false }),
  )
  void request.then(({ data }) => {
    const first = data?.images[0]
    if (first !== undefined) preloadImage(listingImageUrl(first, 'medium'))
  })
}
