import { describe, expect, it } from 'vitest'
import { placeSlug } from '../../contract/placeSlug'
import { SIMILAR_PER_GROUP, similarSearches } from '../../src/lib/similarSearches'

describe('placeSlug: list URLs name places by slug', () => {
  it.each([
    ['Toronto', 'toronto'],
    ['Richmond Hill', 'richmond-hill'],
    ['The Annex', 'the-annex'],
    ['Yonge-Eglinton', 'yonge-eglinton'],
    ['St. Lawrence', 'st-lawrence'],
    ['Côte-des-Neiges', 'cote-des-neiges'],
    ['', ''],
  ])('%s → %s', (name, slug) => {
    expect(placeSlug(name)).toBe(slug)
  })
})

describe('similarSearches: "similar-search suggestions" on the list page', () => {
  const toronto = { state: 'ON', city: 'Toronto', neighborhood: undefined }
  const annex = { state: 'ON', city: 'Toronto', neighborhood: 'The Annex' }

  it.each([
    [
      'a city: its neighbourhoods and other cities, most homes first',
      toronto,
      { neighbourhoods: { Leaside: 4, 'The Annex': 9 }, cities: { Toronto: 50, Mississauga: 7 } },
      {
        neighbourhoods: [
          { name: 'The Annex', count: 9, path: '/list/on/toronto/the-annex' },
          { name: 'Leaside', count: 4, path: '/list/on/toronto/leaside' },
        ],
        cities: [{ name: 'Mississauga', count: 7, path: '/list/on/mississauga' }],
      },
    ],
    [
      'a neighbourhood: the other neighbourhoods, and its own city among the cities',
      annex,
      { neighbourhoods: { Leaside: 4, 'The Annex': 9 }, cities: { Toronto: 50 } },
      {
        neighbourhoods: [{ name: 'Leaside', count: 4, path: '/list/on/toronto/leaside' }],
        cities: [{ name: 'Toronto', count: 50, path: '/list/on/toronto' }],
      },
    ],
    [
      'no homes or no name: left out',
      toronto,
      { neighbourhoods: { Leaside: 0, null: 3, '': 2 }, cities: {} },
      { neighbourhoods: [], cities: [] },
    ],
    [
      'a punctuated name gets its slug; the place listed is skipped however its URL spelled it',
      { state: 'ON', city: 'Toronto', neighborhood: 'Yonge Eglinton' },
      { neighbourhoods: { 'Yonge-Eglinton': 9, 'St. Lawrence': 5 } },
      {
        neighbourhoods: [{ name: 'St. Lawrence', count: 5, path: '/list/on/toronto/st-lawrence' }],
        cities: [],
      },
    ],
    [
      'equal counts in name order',
      toronto,
      { neighbourhoods: { Leaside: 2, Agincourt: 2 } },
      {
        neighbourhoods: [
          { name: 'Agincourt', count: 2, path: '/list/on/toronto/agincourt' },
          { name: 'Leaside', count: 2, path: '/list/on/toronto/leaside' },
        ],
        cities: [],
      },
    ],
    [
      'equal counts in alphabetical order, accents and capitals aside',
      toronto,
      { neighbourhoods: { 'the Beaches': 2, Étobicoke: 2, Agincourt: 2 } },
      {
        neighbourhoods: [
          { name: 'Agincourt', count: 2, path: '/list/on/toronto/agincourt' },
          { name: 'Étobicoke', count: 2, path: '/list/on/toronto/etobicoke' },
          { name: 'the Beaches', count: 2, path: '/list/on/toronto/the-beaches' },
        ],
        cities: [],
      },
    ],
    [
      'a province: no neighbourhoods, every city',
      { state: 'ON', city: undefined, neighborhood: undefined },
      { neighbourhoods: { Leaside: 2 }, cities: { Toronto: 3 } },
      { neighbourhoods: [], cities: [{ name: 'Toronto', count: 3, path: '/list/on/toronto' }] },
    ],
  ])('%s', (_case, place, counts, expected) => {
    expect(similarSearches(place, counts)).toEqual(expected)
  })

  it(`shows at most ${String(SIMILAR_PER_GROUP)} a group`, () => {
    const cities = Object.fromEntries(
      ['Ajax', 'Aurora', 'Brampton', 'Markham', 'Milton', 'Oakville', 'Pickering', 'Vaughan'].map(
        (name, index) => [name, 10 - index],
      ),
    )
    const { cities: shown } = similarSearches(toronto, { cities })
    expect(shown.map((city) => city.name)).toEqual([
      'Ajax',
      'Aurora',
      'Brampton',
      'Markham',
      'Milton',
      'Oakville',
    ])
  })
})
