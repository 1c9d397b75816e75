import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPage } from '../../src/app/pageStart'
import { FIRST_PHOTO_PROPERTY } from '../../src/lib/listing/firstPhotoSlot'
import { firstRequestTag } from '../../src/services/firstRequests'

const SEARCH = 'http://127.0.0.1:8787/listings?city=Toronto&pageNum=1'
const ANSWER = {
  listings: [
    { permissions: { displayAddressOnInternet: 'Y', displayPublic: 'Y' }, images: ['C1-1'] },
  ],
}

/** The list page as the build wrote it: its search named in the head, a photo box in the body. */
function listPage(at: string): void {
  window.history.replaceState(null, '', at)
  document.head.innerHTML = firstRequestTag(SEARCH)
  document.body.innerHTML = '<div id="root"><div data-first-photo="search"></div></div>'
}

const box = () => document.querySelector<HTMLElement>('[data-first-photo]')

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  window.firstAnswers = undefined
  vi.unstubAllGlobals()
})

describe("the page's start script", () => {
  it('asks for the named search once, holds it for the app and shows its first photo', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(ANSWER)))
    vi.stubGlobal('fetch', fetch)
    listPage('/real-estate/list/on/toronto')
    await startPage(window)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(SEARCH)
    expect(box()?.style.getPropertyValue(FIRST_PHOTO_PROPERTY)).toContain('/cdn/C1-1?w=350')
    // Asked for at once, not when the next frame's style first names it.
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')
    expect(preload?.getAttribute('href')).toContain('/cdn/C1-1?w=350')
    // The app still reads the whole answer itself.
    const held = await window.firstAnswers?.get(SEARCH)
    expect(await held?.json()).toEqual(ANSWER)
  })

  it('does nothing for an address with a query (the file it got names another search)', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(ANSWER)))
    vi.stubGlobal('fetch', fetch)
    listPage('/real-estate/list/on/toronto?page=2')
    await startPage(window)
    expect(fetch).not.toHaveBeenCalled()
    expect(box()?.style.getPropertyValue(FIRST_PHOTO_PROPERTY)).toBe('')
  })

  it('leaves the skeleton as it is when the answer fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('busy', { status: 503 }))),
    )
    listPage('/real-estate/list/on/toronto')
    await startPage(window)
    expect(box()?.style.getPropertyValue(FIRST_PHOTO_PROPERTY)).toBe('')
  })

  it('shows nothing in a box the app has already replaced', async () => {
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    listPage('/real-estate/list/on/toronto')
    const replaced = box()
    const started = startPage(window)
    replaced?.remove()
    answer(Response.json(ANSWER))
    await started
    expect(replaced?.style.getPropertyValue(FIRST_PHOTO_PROPERTY)).toBe('')
  })
})
