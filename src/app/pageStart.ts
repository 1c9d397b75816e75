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

/**
 * Starts the page's first requests and, when the page has a photo box, fills it. Not for an
 * address with a query: it gets the file the build rendered without one, whose requests and
 * first photo are not its own.
 */
export async function startPage(view: Window): Promise<void> {
  if (view.location.search !== '') return
  const named = namedFirstRequests(view.document)
  for (const url of named) void startFirstRequest(view, url)
  const slot = firstPhotoSlot(view.document)
  if (!slot) return
  const answerUrl = firstPhotoAnswerUrl(slot.source, named, view.location.pathname)
  if (answerUrl === undefined) return
  // Read from a copy taken at once: the app reads the answer itself once it takes it.
  const answer = await startFirstRequest(view, answerUrl).then((response) =>
    response.ok ? (response.clone().json() as Promise<unknown>) : undefined,
  )
  const photo = firstPhoto(slot.source, answer)
  // The app may have replaced the box already: then its own photo is on its way.
  if (photo === undefined || !slot.box.isConnected) return
  // Asked for at once: a CSS image is asked for only once the next frame's style names it.
  preloadImage(photo.url)
  showFirstPhoto(slot.box, photo)
}
