import { describe, expect, it } from 'vitest'
import type { DueSearch } from '../../src/alerts/alertRows'
import type { SearchMailPayload } from '../../src/alerts/alertJob'
import { candidatesFor, indexChanged } from '../../src/alerts/changedListings'
import { criteriaCache, decideSearch } from '../../src/alerts/searchRun'
import { alertListing } from './fixtures'

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`
const inCity = (n: number, city: string) =>
  alertListing({
    mlsNumber: `C9${String(n).padStart(7, '0')}`,
    updatedOn: at(59 - n),
    address: { ...alertListing().address, city },
  })

const search = (path: string): DueSearch => ({
  id: 7,
  customerSub: 'amira',
  path,
  polygon: null,
  frequency: 'instant',
  cursor: at(0),
  runVersion: 0,
  sends: true,
})

describe('candidatesFor', () => {
  const changed = indexChanged([
    inCity(1, 'Toronto'),
    inCity(2, 'Mississauga'),
    inCity(3, 'Toronto'),
    inCity(4, 'Vaughan'),
  ])
  const numbers = (city: string | undefined, sent: string[] = []) =>
    candidatesFor(changed, city, sent).map(({ listing }) => listing.mlsNumber)

  it.each([
    ['a city: its listings, in the run order', 'toronto', [], ['C90000001', 'C90000003']],
    ['no city: every listing', undefined, [], ['C90000001', 'C90000002', 'C90000003', 'C90000004']],
    [
      'a listing sent before moves with it',
      'toronto',
      ['C90000004|1'],
      ['C90000001', 'C90000003', 'C90000004'],
    ],
    ['a city with nothing new', 'oakville', [], []],
  ] as const)('%s', (_, city, sent, expected) => {
    expect(numbers(city, [...sent])).toEqual(expected)
  })

  it('keeps the newest change of the run for the cursors', () => {
    expect(changed.newest).toBe(at(58))
  })
})

describe('decideSearch', () => {
  it('keeps the first 10 listings for the e-mail and counts them all', () => {
    const changed = indexChanged(Array.from({ length: 14 }, (_, n) => inCity(n + 1, 'Toronto')))
    const due = search('/list/on/toronto?maxPrice=none')
    const run = decideSearch(due, criteriaCache()(due), new Map(), changed, at(59))
    const payload = JSON.parse(run.mail?.payload ?? '{}') as SearchMailPayload
    expect(payload.items).toHaveLength(10)
    expect(payload.total).toBe(14)
    expect(run.mail?.listings).toBe(14)
    expect(run.states).toHaveLength(14)
    expect(run.cursor).toBe(at(58))
  })

  it('reads a search path once however many customers saved it', () => {
    const criteriaOf = criteriaCache()
    const path = '/list/on/toronto?beds=2'
    expect(criteriaOf(search(path))).toBe(criteriaOf({ ...search(path), id: 8 }))
  })
})
