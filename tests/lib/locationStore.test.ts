import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  LocationStoreTimeout,
  buildLocationIndex,
  lookUpLocations,
  searchLocationIndex,
  withTimeout,
  type StoredPlace,
} from '../../src/lib/locationStore'
import { normalizePlaceText } from '../../contract/placeSlug'
import { LOCATION_STORE_PER_KIND, LOCATION_STORE_TIMEOUT_MS } from '../../src/lib/searchSuggestions'

const at = { latitude: 43.65, longitude: -79.38 }
const city = (name: string): StoredPlace => ({ name, city: name, state: 'ON', location: at })
const hood = (name: string, inCity = 'Toronto'): StoredPlace => ({
  name,
  city: inCity,
  state: 'ON',
  location: at,
})

const index = buildLocationIndex(
  ['Toronto', 'Mississauga', 'Markham', 'Milton', 'Richmond Hill', 'Vaughan'].map(city),
  [
    hood('The Annex'),
    hood('Annex East'),
    hood('Church-Yonge Corridor'),
    hood('Yonge-Eglinton'),
    hood('Port Credit', 'Mississauga'),
    hood('Mount Pleasant East'),
    hood('Mount Pleasant West'),
    hood('Mount Dennis'),
    hood('Moss Park'),
    hood('Malvern'),
    hood('Milliken', 'Markham'),
    hood('Côte-des-Neiges', 'Montréal'),
    { ...hood('Bay Street Corridor'), aliases: ['Downtown Toronto', 'Centre-ville de Toronto'] },
    hood('Downtown Whitby', 'Whitby'),
    { ...hood('Liberty Village'), aliases: ['Liberty', 'Village Liberty'] },
  ],
)

const names = (places: readonly StoredPlace[]) => places.map((place) => place.name)

describe('normalizePlaceText', () => {
  it.each([
    ['Toronto', 'toronto'],
    ['  Church-Yonge  Corridor ', 'church yonge corridor'],
    ['Côte-des-Neiges', 'cote des neiges'],
    ['St. Lawrence', 'st lawrence'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(normalizePlaceText(text)).toBe(expected)
  })
})

describe('searchLocationIndex: prefix search, 5 per kind', () => {
  it.each([
    ['a city by its start', 'miss', ['Mississauga'], []],
    [
      'several cities by name',
      'm',
      ['Markham', 'Milton', 'Mississauga'],
      ['Malvern', 'Milliken', 'Moss Park', 'Mount Dennis', 'Mount Pleasant East'],
    ],
    ['whole-name matches before later words', 'ann', [], ['Annex East', 'The Annex']],
    ['a later word of a name', 'yonge', [], ['Yonge-Eglinton', 'Church-Yonge Corridor']],
    ['across a hyphen', 'church yon', [], ['Church-Yonge Corridor']],
    ['accents and case ignored', 'COTE DES', [], ['Côte-des-Neiges']],
    ['a second word as typed', 'pleasant w', [], ['Mount Pleasant West']],
    ['the middle of a word is not a prefix', 'nnex', [], []],
    ['nothing typed', '  ', [], []],
    ['punctuation only', '--', [], []],
    ['a multi-word city', 'richmond h', ['Richmond Hill'], []],
    ['a common name', 'downtown toronto', [], ['Bay Street Corridor']],
    ['a common name in French', 'centre-ville de tor', [], ['Bay Street Corridor']],
    [
      'a common name beside an own name',
      'downtown',
      [],
      ['Bay Street Corridor', 'Downtown Whitby'],
    ],
    ['a place matched twice is listed once', 'liberty', [], ['Liberty Village']],
  ])('%s: "%s"', (_case, text, cities, neighborhoods) => {
    const found = searchLocationIndex(index, text)
    expect(names(found.cities)).toEqual(cities)
    expect(names(found.neighborhoods)).toEqual(neighborhoods)
  })

  it(`keeps ${String(LOCATION_STORE_PER_KIND)} of each kind, or fewer when asked`, () => {
    expect(searchLocationIndex(index, 'm').neighborhoods).toHaveLength(LOCATION_STORE_PER_KIND)
    expect(searchLocationIndex(index, 'm', 2).neighborhoods).toHaveLength(2)
    expect(names(searchLocationIndex(index, 'm', 2).cities)).toEqual(['Markham', 'Milton'])
  })
})

describe('lookUpLocations: the store within 1 s, else /locations', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const service = vi.fn((text: string) =>
    Promise.resolve({ cities: [city(`${text} (service)`)], neighborhoods: [] }),
  )

  it('answers from the store when it is ready', async () => {
    service.mockClear()
    const found = await lookUpLocations('miss', { store: () => Promise.resolve(index), service })
    expect(found.source).toBe('store')
    expect(names(found.cities)).toEqual(['Mississauga'])
    expect(names(found.neighborhoods)).toEqual([])
    expect(service).not.toHaveBeenCalled()
  })

  it('falls back to the service when the store fails to load', async () => {
    service.mockClear()
    const found = await lookUpLocations('miss', {
      store: () => Promise.reject(new Error('offline')),
      service,
    })
    expect(found.source).toBe('service')
    expect(names(found.cities)).toEqual(['miss (service)'])
  })

  it(`falls back to the service when the store takes more than ${String(LOCATION_STORE_TIMEOUT_MS)} ms`, async () => {
    vi.useFakeTimers()
    service.mockClear()
    const slow = new Promise<typeof index>((resolve) =>
      setTimeout(() => {
        resolve(index)
      }, LOCATION_STORE_TIMEOUT_MS + 500),
    )
    const pending = lookUpLocations('miss', { store: () => slow, service })
    await vi.advanceTimersByTimeAsync(LOCATION_STORE_TIMEOUT_MS - 1)
    expect(service).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const found = await pending
    expect(found.source).toBe('service')
    expect(service).toHaveBeenCalledWith('miss')
  })

  it('trims a service answer to the same 5 per kind', async () => {
    const many = Array.from({ length: 8 }, (_, i) => hood(`Place ${String(i)}`))
    const found = await lookUpLocations('pl', {
      store: () => Promise.reject(new Error('no store')),
      service: () => Promise.resolve({ cities: [], neighborhoods: many }),
    })
    expect(found.neighborhoods).toHaveLength(LOCATION_STORE_PER_KIND)
  })
})

describe('withTimeout', () => {
  it.each([
    ['a value in time', () => Promise.resolve(1), 1],
    ['a failure passes through', () => Promise.reject(new Error('boom')), 'boom'],
  ])('%s', async (_case, promise, expected) => {
    await expect(
      withTimeout(promise(), 50).catch((error: unknown) => (error as Error).message),
    ).resolves.toBe(expected)
  })

  it('a LocationStoreTimeout when too slow', async () => {
    vi.useFakeTimers()
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const outcome = expect(withTimeout(new Promise(() => undefined), 5)).rejects.toBeInstanceOf(
      LocationStoreTimeout,
    )
    await vi.advanceTimersByTimeAsync(5)
    await outcome
  })
})
