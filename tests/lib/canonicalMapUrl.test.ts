import { describe, expect, it } from 'vitest'
import { canonicalMapUrl } from '../../src/lib/canonicalMapUrl'

describe('canonicalMapUrl: an older spelling of a map address becomes its slug', () => {
  it.each([
    [{ place: 'toronto' }, '', undefined],
    [{ place: 'cote-st-luc' }, 'neighborhood=le-village', undefined],
    [{}, 'zoom=12', undefined],
    [{ place: '43.65;-79.38' }, '', undefined],
    [{ place: '43.65;-79.38', mlsNumber: 'W1', boardId: '2' }, '', undefined],
    [{ place: 'côte-st.-luc' }, '', '/map/cote-st-luc'],
    [{ place: 'Côte-St. Luc' }, 'zoom=12', '/map/cote-st-luc?zoom=12'],
    [{ place: 'C%C3%B4te-St.%20Luc' }, '', '/map/cote-st-luc'],
    [{ place: 'Richmond Hill' }, '', '/map/richmond-hill'],
    [{ place: 'toronto' }, 'neighborhood=St.%20Lawrence', '/map/toronto?neighborhood=st-lawrence'],
    [
      { place: 'Toronto' },
      'neighborhood=Yonge-Eglinton&zoom=14',
      '/map/toronto?neighborhood=yonge-eglinton&zoom=14',
    ],
  ])('%j ?%s → %s', (segments, search, expected) => {
    expect(canonicalMapUrl(segments, new URLSearchParams(search))).toBe(expected)
  })
})
