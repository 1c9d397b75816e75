import { describe, expect, it } from 'vitest'
import {
  geocodedView,
  keptPredictions,
  listingGroup,
  locationGroup,
  perGroup,
  placeDestination,
  shouldLookUp,
  suggestionStatus,
  type ListingSuggestion,
} from '../../src/lib/searchSuggestions'

const prediction = (text: string) => ({
  description: text,
  place_id: text,
  structured_formatting: { main_text: text.split(',')[0] ?? text, secondary_text: '' },
})
const place = (name: string, city = name) => ({
  name,
  city,
  state: 'ON',
  location: { latitude: 43.6, longitude: -79.4 },
})

describe('search box rules ("Text of 2 or more characters triggers listing and neighbourhood lookups")', () => {
  it.each([
    ['', false],
    ['t', false],
    [' t ', false],
    ['to', true],
    ['C12345', true],
  ])('%j looks up: %s', (text, expected) => {
    expect(shouldLookUp(text)).toBe(expected)
  })

  it.each([
    [true, 3],
    [false, 6],
  ])('small screen %s: %d a group', (small, count) => {
    expect(perGroup(small)).toBe(count)
  })

  it('removes a prediction that is just Canada and keeps up to 3', () => {
    expect(
      keptPredictions(['Canada', 'A, ON', 'B, ON', 'C, ON', 'D, ON'].map(prediction)).map(
        (kept) => kept.description,
      ),
    ).toEqual(['A, ON', 'B, ON', 'C, ON'])
  })

  it('Locations: up to 3 neighbourhoods plus up to 3 predictions not already named', () => {
    const group = locationGroup(
      [],
      ['Annex', 'Bay', 'Cabbagetown', 'Danforth'].map((name) => place(name, 'Toronto')),
      ['Annex, Toronto, ON', 'King St, Toronto, ON'].map(prediction),
      6,
    )
    expect(group.map((item) => item.kind)).toEqual([
      'neighbourhood',
      'neighbourhood',
      'neighbourhood',
      'place',
    ])
  })

  it('Listings: one per listing, cut to the group size', () => {
    const listing = (mlsNumber: string): ListingSuggestion => ({
      kind: 'listing',
      mlsNumber,
      boardId: 1,
      type: 'Sale',
      lastStatus: 'New',
      address: {},
    })
    expect(
      listingGroup(['A', 'A', 'B', 'C', 'D'].map(listing), 3).map((item) => item.mlsNumber),
    ).toEqual(['A', 'B', 'C'])
  })

  it.each([
    ['Sale', 'New', 'forSale'],
    ['Lease', 'New', 'forLease'],
    ['Sale', 'Sld', 'sold'],
    ['Sale', 'Sc', 'soldConditional'],
    ['Lease', 'Lsd', 'leased'],
  ] as const)(
    'a %s %s suggestion is labelled %s (Sold, Sold Conditional, Leased)',
    (type, status, label) => {
      expect(suggestionStatus(type, status)).toBe(label)
    },
  )

  it.each([
    [
      'street number, route and locality: zoom 17 with the street pin',
      ['street_number', 'route', 'locality'],
      { zoom: 17, streetPin: true },
    ],
    ['a street without a number: zoom 16', ['route', 'locality'], { zoom: 16, streetPin: false }],
    ['a neighbourhood: zoom 16', ['neighborhood', 'locality'], { zoom: 16, streetPin: false }],
  ])('%s', (_name, types, expected) => {
    expect(geocodedView(types.map((type) => ({ types: [type] })))).toEqual(expected)
  })

  it.each([
    [
      'a city from the map goes to /map/{city}',
      '/map',
      { kind: 'city' as const, city: 'Richmond Hill', name: 'Richmond Hill' },
      '/map/richmond-hill',
    ],
    [
      'a neighbourhood from the home page goes to the map',
      '/',
      { kind: 'neighbourhood' as const, city: 'Toronto', name: 'The Annex' },
      '/map/toronto?neighborhood=the-annex',
    ],
    [
      'a city on a list path stays on the list',
      '/list/on/toronto',
      { kind: 'city' as const, city: 'Oakville', name: 'Oakville' },
      '/list/on/oakville',
    ],
    [
      'a neighbourhood on a list path',
      '/list/on',
      { kind: 'neighbourhood' as const, city: 'Toronto', name: 'Leslieville' },
      '/list/on/toronto/leslieville',
    ],
  ])('%s', (_name, pathname, chosen, expected) => {
    expect(placeDestination(pathname, chosen)).toBe(expected)
  })
})
