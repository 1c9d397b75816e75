/**
 * What the page does before any of the app's code has loaded (run by the inline start script,
 * src/app/pageStartScript.ts): it asks for the page's first answers (src/services/firstRequests.ts)
 * and shows the page's first photo from them (src/services/firstPhoto.ts).
 */
import {
  firstPhotoAnswerUrl,
  firstPhotoSlot,
  firstPhoto,
  showFirstPhoto,
} from '../services/firstPhoto'
import { namedFirstRequests, startFirstRequest } from '../services/firstRequests'
import { preloadImage } from '../lib/preloadImage'
import { afterFirstPaint } from '../boot/afterFirstPaint'

declare global {
  interface Window {
    /** Settled by the start script once the page's first photo is painted (photoPainted). */
    pageStarted?: Promise<void>
  }
}

/** The longest the app's code waits for the page's first photo. */
export const PHOTO_WAIT_MS = 2000

/**
 * Starts the page's first requests and, when the page has a photo box, fills it and answers the
 * photo's address. Not for an address with a query: it gets the file the build rendered without
 * one, whose requests and first photo are not its own.
 */
export async function startPage(view: Window): Promise<string | undefined> {
  if (view.location.search !== '') return undefined
  const named = namedFirstRequests(view.document)
  for (const url of named) void startFirstRequest(view, url)
  const slot = firstPhotoSlot(view.document)
  if (!slot) return undefined
  const answerUrl = firstPhotoAnswerUrl(slot.source, named, view.location.pathname)
  if (answerUrl === undefined) return undefined
  // Read from a copy taken at once: the app reads the answer itself once it takes it.
  const answer = await startFirstRequest(view, answerUrl).then((response) =>
    response.ok ? (response.clone().json() as Promise<unknown>) : undefined,
  )
  const photo = firstPhoto(slot.source, answer)
  // The app may have replaced the box already: then its own photo is on its way.
  if (photo === undefined || !slot.box.isConnected) return undefined
  // Asked for at once: a CSS image is asked for only once the next frame's style names it.
  preloadImage(photo.url)
  showFirstPhoto(slot.box, photo)
  return photo.url
}

/**
 * Settles once the photo has loaded and a frame has painted it (or it failed to load, or
 * `PHOTO_WAIT_MS` passed). The app's code starts after that (src/boot/boot.ts): the photo is the
 * page's largest paint, and a frame the app's first scripts hold up paints it late.
 */
export function photoPainted(view: Window, url: string): Promise<void> {
  const image = view.document.createElement('img')
  image.src = url
  const loaded = image.decode().catch(() => undefined)
  const waited = new Promise<void>((resolve) => view.setTimeout(resolve, PHOTO_WAIT_MS))
  return Promise.race([loaded, waited]).then(() => afterFirstPaint(view))
}
