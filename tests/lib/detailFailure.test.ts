import { describe, expect, it } from 'vitest'
import { detailFailure } from '../../src/lib/listing/detailFailure'

describe('detailFailure: why a listing page has no listing, and so what it says', () => {
  it.each([
    ['an address that names no listing', false, undefined, true, 'gone'],
    ['still loading', true, undefined, true, undefined],
    ['an old MLS number', true, { status: 404 }, true, 'gone'],
    ['a number the service refuses', true, { status: 400 }, true, 'gone'],
    ['no connection', true, { status: 'FETCH_ERROR' }, true, 'offline'],
    ['the browser offline, whatever the error', true, { status: 503 }, false, 'offline'],
    ['a request that timed out', true, { status: 'TIMEOUT_ERROR' }, true, 'offline'],
    ['a server fault', true, { status: 500 }, true, 'error'],
    ['an unreadable answer', true, { status: 'PARSING_ERROR' }, true, 'error'],
  ] as const)('%s', (_case, known, error, online, expected) => {
    expect(detailFailure(known, error, online)).toBe(expected)
  })
})
