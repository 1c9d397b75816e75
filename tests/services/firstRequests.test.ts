import { afterEach, describe, expect, it } from 'vitest'
import { firstRequestTag, takeFirstRequest } from '../../src/services/firstRequests'

const SEARCH = 'http://127.0.0.1:8787/listings?city=Toronto&status=A&pageNum=1'

/** The page's head as the build writes it, naming `urls`. */
function nameInHead(...urls: string[]): void {
  document.head.innerHTML = urls.map(firstRequestTag).join('')
}

afterEach(() => {
  document.head.innerHTML = ''
})

describe("a page's first requests", () => {
  it('are named by a fetch preload whose address reads back as written', () => {
    nameInHead(SEARCH)
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]')
    expect(link?.href).toBe(SEARCH)
    // Without credentials: a preload made with them would not match the app's plain call.
    expect(link?.getAttribute('crossorigin')).toBe('anonymous')
  })

  it("are taken by a guest's GET of the very address, once", () => {
    nameInHead(SEARCH)
    expect(takeFirstRequest(new Request(SEARCH))).toBe(true)
    // A later call (a refetch) asks afresh.
    expect(takeFirstRequest(new Request(SEARCH))).toBe(false)
  })

  it.each([
    [
      'a customer (their call carries the token)',
      new Request(SEARCH, { headers: { authorization: 'Bearer t' } }),
    ],
    ['another address', new Request(SEARCH.replace('pageNum=1', 'pageNum=2'))],
    ['a POST', new Request(SEARCH, { method: 'POST', body: '{}' })],
  ])('are not taken by %s', (_, request) => {
    nameInHead(SEARCH)
    expect(takeFirstRequest(request)).toBe(false)
    expect(takeFirstRequest(new Request(SEARCH))).toBe(true)
  })

  it('are not taken when the page names none', () => {
    expect(takeFirstRequest(new Request(SEARCH))).toBe(false)
  })
})
