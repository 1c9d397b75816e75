import { describe, expect, it } from 'vitest'
import { matchPath } from 'react-router'
import { DETAIL_ROUTES } from '../../../src/app/router'
import {
  detailTarget,
  detailTargetOfPath,
  listPathFor,
  listPathForSplat,
} from '../../../src/lib/listing/detailRoute'

describe('detailTarget', () => {
  it.each([
    ['W5000001', '35', { mlsNumber: 'W5000001', boardId: 35 }],
    ['c12345678', '2', { mlsNumber: 'c12345678', boardId: 2 }],
    ['40712345', '86', { mlsNumber: '40712345', boardId: 86 }],
    ['X-2024-17', '91', { mlsNumber: 'X-2024-17', boardId: 91 }],
    ['XX1234567', '9999', { mlsNumber: 'XX1234567', boardId: 9999 }],
    ['W5000001', '0', undefined],
    ['W5000001', '12345', undefined],
    ['W5000001', 'two', undefined],
    ['W5000001', undefined, undefined],
    ['W5000001;drop', '2', undefined],
    ['../W5000001', '2', undefined],
    ['W5000001.json', '2', undefined],
    ['-W5000001', '2', undefined],
    ['W--5000001', '2', undefined],
    ['W'.repeat(33), '2', undefined],
    [undefined, '2', undefined],
  ])('%s on board %s → %j', (mls, board, expected) => {
    expect(detailTarget(mls, board)).toEqual(expected)
  })
})

// Shorter prefixes of a detail URL lead to the matching list page.
describe('list page for a detail prefix', () => {
  it.each([
    [[], '/list'],
    [['on'], '/list/on'],
    [['on', 'toronto'], '/list/on/toronto'],
    [['on', 'toronto', 'the-annex'], '/list/on/toronto/the-annex'],
    [['on', 'toronto', 'the-annex', '12-bloor-st-m5s-1a1'], '/list/on/toronto/the-annex'],
    [['ON', 'Toronto'], '/list/on/toronto'],
    [['on', '..', 'x'], '/list/on'],
    [['on', '//evil.example'], '/list/on'],
    [['on', 'a b'], '/list/on'],
  ])('%j → %s', (segments, expected) => {
    expect(listPathFor(segments)).toBe(expected)
  })

  it.each([
    [undefined, '/list'],
    ['', '/list'],
    ['on/', '/list/on'],
    ['on/richmond-hill/oak-ridges/x', '/list/on/richmond-hill/oak-ridges'],
  ])('splat %j → %s', (splat, expected) => {
    expect(listPathForSplat(splat)).toBe(expected)
  })
})

describe('detailTargetOfPath', () => {
  const at = (path: string) => `/real-estate${path}`
  it.each([
    ['/detail/on/toronto/annex/12-bloor-st/C5000123/2', { mlsNumber: 'C5000123', boardId: 2 }],
    ['/detail/on/toronto/annex/x/12-bloor-st/C5000123/2/', { mlsNumber: 'C5000123', boardId: 2 }],
    ['/detail/on/toronto/annex/C5000123/2', undefined],
    ['/detail/on/toronto/annex/a/b/12-bloor-st/C5000123/2', undefined],
    ['/detail/on/toronto/annex/12-bloor-st/C5000123/zero', undefined],
    ['/list/on/toronto/annex/12-bloor-st/C5000123/2', undefined],
  ])('%s → %j', (path, expected) => {
    expect(detailTargetOfPath(at(path), '/real-estate')).toEqual(expected)
  })

  it('reads nothing outside the base path', () => {
    expect(detailTargetOfPath('/detail/on/toronto/annex/12-x/C5000123/2', '/real-estate')).toBe(
      undefined,
    )
  })

  it("agrees with the router's detail routes on every address they match", () => {
    const paths = [
      '/detail/on/toronto/annex/12-bloor-st/C5000123/2',
      '/detail/on/toronto/annex/extra/12-bloor-st/W5000001/35',
      '/detail/on/toronto/annex/12-bloor-st/c5000123/2',
      '/detail/on/toronto/annex/12-bloor-st',
      '/detail/on/toronto/annex/a/b/c/C5000123/2',
    ]
    for (const path of paths) {
      const match = DETAIL_ROUTES.map((route) => matchPath(`/${route}`, path)).find(Boolean)
      const fromRouter = match
        ? detailTarget(match.params.mlsNumber, match.params.boardId)
        : undefined
      expect(detailTargetOfPath(at(path), '/real-estate'), path).toEqual(fromRouter)
    }
  })
})
