import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  adoptingFetch,
  firstRequestTag,
  namedFirstRequests,
  startFirstRequest,
  takeFirstAnswer,
} from '../../src/services/firstRequests'

const SEARCH = 'http://127.0.0.1:8787/listings?city=Toronto&status=A&pageNum=1'

/** The page's head as the build writes it, naming `urls`. */
function nameInHead(...urls: string[]): void {
  document.head.innerHTML = urls.map(firstRequestTag).join('')
}

/** A `fetch` that answers every address with its own address, counting the calls. */
const answering = () => vi.fn((url: string) => Promise.resolve(new Response(url)))

afterEach(() => {
  document.head.innerHTML = ''
  window.firstAnswers = undefined
  vi.unstubAllGlobals()
})

describe("a page's first requests", () => {
  it('are named by a fetch preload whose address reads back as written', () => {
    nameInHead(SEARCH)
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]')
    expect(link?.href).toBe(SEARCH)
    // Without credentials: a preload made with them would not match the start script's plain call.
    expect(link?.getAttribute('crossorigin')).toBe('anonymous')
    expect(namedFirstRequests(document)).toEqual([SEARCH])
  })

  it('are asked for once however often they are started', async () => {
    const ask = answering()
    const first = startFirstRequest(window, SEARCH, ask)
    expect(startFirstRequest(window, SEARCH, ask)).toBe(first)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(await (await first).text()).toBe(SEARCH)
  })

  it("are taken by a guest's GET of the very address, once", async () => {
    const ask = answering()
    const answer = startFirstRequest(window, SEARCH, ask)
    expect(takeFirstAnswer(new Request(SEARCH), window)).toBe(answer)
    // A later call (a refetch) asks afresh.
    expect(takeFirstAnswer(new Request(SEARCH), window)).toBeUndefined()
    await answer
  })

  it.each([
    [
      'a customer (their call carries the token)',
      new Request(SEARCH, { headers: { authorization: 'Bearer t' } }),
    ],
    ['another address', new Request(SEARCH.replace('pageNum=1', 'pageNum=2'))],
    ['a POST', new Request(SEARCH, { method: 'POST', body: '{}' })],
  ])('are not taken by %s', (_, request) => {
    const answer = startFirstRequest(window, SEARCH, answering())
    expect(takeFirstAnswer(request, window)).toBeUndefined()
    expect(takeFirstAnswer(new Request(SEARCH), window)).toBe(answer)
  })

  it('are not taken when the page asked for none', () => {
    expect(takeFirstAnswer(new Request(SEARCH), window)).toBeUndefined()
  })

  it('leave a failure to the app that takes it, not to the page as an unhandled rejection', async () => {
    const failure = Promise.reject(new TypeError('Failed to fetch'))
    // A handler is attached at once, so the browser never reports the rejection as unhandled.
    const handled = vi.spyOn(failure, 'catch')
    const answer = startFirstRequest(window, SEARCH, () => failure)
    expect(handled).toHaveBeenCalledTimes(1)
    expect(takeFirstAnswer(new Request(SEARCH), window)).toBe(answer)
    await expect(answer).rejects.toThrow('Failed to fetch')
  })
})

describe('adoptingFetch', () => {
  it("hands a guest's call the answer the page asked for, and asks afresh after", async () => {
    const network = answering()
    vi.stubGlobal('fetch', network)
    void startFirstRequest(window, SEARCH, answering())
    expect(await (await adoptingFetch(SEARCH)).text()).toBe(SEARCH)
    expect(network).not.toHaveBeenCalled()
    await adoptingFetch(SEARCH)
    expect(network).toHaveBeenCalledTimes(1)
  })
})
