/**
 * A page's first photo, shown before the app's code has arrived. On the list and on a listing
 * the largest thing a visitor sees first is a home's photo, and the app can name it only after
 * its code, its answer and its render; the page's inline start script (src/app/pageStartScript.ts)
 * names it from the page's first answer as soon as that arrives, into the loading skeleton's
 * photo box (`PhotoSkeleton`), which the app then replaces with the same photo in the same box.
 */
import { config } from '../app/config'
import { detailTargetOfPath } from '../lib/listing/detailRoute'
import { listingImages } from '../lib/listing/normaliseListing'
import { isPublicListing } from '../lib/listing/publicListing'
import {
  FIRST_PHOTO_ATTRIBUTE,
  FIRST_PHOTO_LOCKED,
  FIRST_PHOTO_PROPERTY,
  type FirstPhotoSource,
} from '../lib/listing/firstPhotoSlot'
import type { ListingRecord } from '../../contract/listing'
import { listingImageUrl, listingUrl } from './realtyUrls'

const isSource = (value: string | null): value is FirstPhotoSource =>
  value === 'search' || value === 'listing'

/**
 * The address of the answer that names the photo: a list page's search is the first request its
 * head names; a listing's is its guest address, read from the page's own address.
 */
export function firstPhotoAnswerUrl(
  source: FirstPhotoSource,
  namedRequests: readonly string[],
  pathname: string,
): string | undefined {
  if (source === 'search') return namedRequests[0]
  const target = detailTargetOfPath(pathname, config.basePath)
  return target && `${config.realtyApiUrl}${listingUrl(target.mlsNumber, target.boardId)}`
}

/** The photo a page shows first, and whether a guest sees it blurred (as its card shows it). */
export interface FirstPhoto {
  readonly url: string
  readonly locked: boolean
}

/**
 * A listing's first photo as a guest sees it: the start script asks as a guest, and the app shows
 * a guest a listing the board keeps from the public blurred on a card, and not at all on its own
 * page (which asks them to sign in).
 */
function guestPhoto(listing: unknown, size: 'small' | 'medium'): FirstPhoto | undefined {
  if (typeof listing !== 'object' || listing === null) return undefined
  const { permissions, images } = listing as { permissions?: unknown; images?: unknown }
  const image = listingImages(images)[0]
  if (typeof permissions !== 'object' || permissions === null || image === undefined) {
    return undefined
  }
  const locked = !isPublicListing({ permissions } as Pick<ListingRecord, 'permissions'>)
  return { url: listingImageUrl(image, size), locked }
}

/**
 * The page's first photo from its answer, at the size the page shows it (a card's small photo, a
 * listing's medium one), or undefined when the answer names none a guest may see.
 */
export function firstPhoto(source: FirstPhotoSource, answer: unknown): FirstPhoto | undefined {
  if (source === 'listing') {
    const photo = guestPhoto(answer, 'medium')
    return photo?.locked ? undefined : photo
  }
  const listings =
    typeof answer === 'object' && answer !== null && 'listings' in answer
      ? answer.listings
      : undefined
  return guestPhoto(Array.isArray(listings) ? listings[0] : undefined, 'small')
}

/** The page's photo box and which answer fills it, if the page has one. */
export function firstPhotoSlot(
  page: Document,
): { readonly box: HTMLElement; readonly source: FirstPhotoSource } | undefined {
  const box = page.querySelector<HTMLElement>(`[${FIRST_PHOTO_ATTRIBUTE}]`)
  const source = box?.getAttribute(FIRST_PHOTO_ATTRIBUTE) ?? null
  return box && isSource(source) ? { box, source } : undefined
}

/**
 * Shows the photo in the box, marked locked when a guest sees it blurred. The address comes from
 * `listingImageUrl`, which encodes the image's key, so it cannot close the CSS string it is
 * written into.
 */
export function showFirstPhoto(box: HTMLElement, photo: FirstPhoto): void {
  box.style.setProperty(FIRST_PHOTO_PROPERTY, `url("${photo.url}")`)
  if (photo.locked) box.setAttribute(FIRST_PHOTO_LOCKED, '')
}
