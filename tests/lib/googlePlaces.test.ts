import { describe, expect, it } from 'vitest'
import {
  autocompleteRequest,
  geocodeResultFromGoogle,
  legacyAutocompleteRequest,
  predictionsFromLegacy,
  predictionsFromSuggestions,
  type SuggestionLike,
} from '../../src/lib/googlePlaces'
import { geocodedView } from '../../src/lib/searchSuggestions'

const suggestion = (text: string, placeId = `id:${text}`): SuggestionLike => {
  const [main = text, ...rest] = text.split(', ')
  return {
    placePrediction: {
      placeId,
      text: { text },
      mainText: { text: main },
      secondaryText: rest.length > 0 ? { text: rest.join(', ') } : null,
    },
  }
}
const query: SuggestionLike = { placePrediction: null }

describe('Places requests ("restricted to Canada and geocode type"; "Country restricted to CA")', () => {
  it('asks the Places API (New) for Canadian places of the geocode type', () => {
    expect(autocompleteRequest('King St')).toEqual({
      input: 'King St',
      includedRegionCodes: ['ca'],
      includedPrimaryTypes: ['geocode'],
    })
  })

  it('asks the legacy service the same way', () => {
    expect(legacyAutocompleteRequest('King St')).toEqual({
      input: 'King St',
      componentRestrictions: { country: 'ca' },
      types: ['geocode'],
    })
  })
})

describe('Places suggestions as search-box predictions ("up to 3 place predictions … a result that is just \'Canada\' is removed")', () => {
  it.each<[string, SuggestionLike[], string[]]>([
    ['none gives none', [], []],
    [
      'keeps places in order',
      [suggestion('King St W, Toronto, ON, Canada'), suggestion('Kingston, ON, Canada')],
      ['King St W, Toronto, ON, Canada', 'Kingston, ON, Canada'],
    ],
    [
      "removes a result that is just 'Canada'",
      [suggestion('Canada'), suggestion('Oakville, ON, Canada')],
      ['Oakville, ON, Canada'],
    ],
    [
      "removes 'Canada' whatever its case or spacing",
      [suggestion(' canada '), suggestion('Ajax, ON, Canada')],
      ['Ajax, ON, Canada'],
    ],
    [
      'keeps up to 3',
      ['A, ON', 'B, ON', 'C, ON', 'D, ON'].map((text) => suggestion(text)),
      ['A, ON', 'B, ON', 'C, ON'],
    ],
    [
      "counts 3 after removing 'Canada'",
      ['Canada', 'A, ON', 'B, ON', 'C, ON'].map((text) => suggestion(text)),
      ['A, ON', 'B, ON', 'C, ON'],
    ],
    [
      'skips query suggestions, which have no place to geocode',
      [query, suggestion('Markham, ON, Canada')],
      ['Markham, ON, Canada'],
    ],
    ['skips a place without an id', [suggestion('Nowhere, ON', '')], []],
  ])('%s', (_name, suggestions, descriptions) => {
    expect(predictionsFromSuggestions(suggestions).map((kept) => kept.description)).toEqual(
      descriptions,
    )
  })

  it('maps the texts to the suggestion type: description, place_id, main and secondary text', () => {
    expect(predictionsFromSuggestions([suggestion('King St W, Toronto, ON', 'ChIJ1')])).toEqual([
      {
        description: 'King St W, Toronto, ON',
        place_id: 'ChIJ1',
        structured_formatting: { main_text: 'King St W', secondary_text: 'Toronto, ON' },
      },
    ])
  })

  it('falls back to the whole text when a place has no main text', () => {
    const [kept] = predictionsFromSuggestions([
      {
        placePrediction: {
          placeId: 'p',
          text: { text: 'Ontario' },
          mainText: null,
          secondaryText: null,
        },
      },
    ])
    expect(kept?.structured_formatting).toEqual({ main_text: 'Ontario', secondary_text: '' })
  })
})

describe('legacy predictions, with the same rules', () => {
  it.each([
    [
      "'Canada' removed, up to 3",
      ['Canada', 'A, ON', 'B, ON', 'C, ON', 'D, ON'],
      ['A, ON', 'B, ON', 'C, ON'],
    ],
    ['an empty description skipped', ['', 'Milton, ON'], ['Milton, ON']],
  ])('%s', (_name, texts, expected) => {
    const predictions = texts.map((description) => ({
      description,
      place_id: `id:${description}`,
      structured_formatting: { main_text: description.split(',')[0] ?? '', secondary_text: null },
    }))
    expect(predictionsFromLegacy(predictions).map((kept) => kept.description)).toEqual(expected)
  })

  it('keeps the structured formatting, with an empty secondary text when Google has none', () => {
    expect(
      predictionsFromLegacy([
        { description: 'Toronto, ON', place_id: 'T', structured_formatting: null },
      ]),
    ).toEqual([
      {
        description: 'Toronto, ON',
        place_id: 'T',
        structured_formatting: { main_text: 'Toronto, ON', secondary_text: '' },
      },
    ])
  })
})

describe('a Geocoder result as the search box reads it ("another place is geocoded … zoom 16 (17 with a street pin when street number, route and locality all exist)")', () => {
  const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng })
  const component = (long_name: string, short_name: string, ...types: string[]) => ({
    long_name,
    short_name,
    types,
  })
  const street = {
    place_id: 'ChIJstreet',
    formatted_address: '100 King St W, Toronto, ON M5X 1A9, Canada',
    types: ['street_address'],
    address_components: [
      component('100', '100', 'street_number'),
      component('King Street West', 'King St W', 'route'),
      component('Toronto', 'Toronto', 'locality', 'political'),
      component('Ontario', 'ON', 'administrative_area_level_1', 'political'),
    ],
    geometry: {
      location: latLng(43.6487, -79.3817),
      viewport: {
        getNorthEast: () => latLng(43.65, -79.38),
        getSouthWest: () => latLng(43.647, -79.383),
      },
    },
  }

  it('turns LatLng objects into literals and keeps the address parts', () => {
    expect(geocodeResultFromGoogle(street)).toEqual({
      place_id: 'ChIJstreet',
      formatted_address: '100 King St W, Toronto, ON M5X 1A9, Canada',
      types: ['street_address'],
      address_components: street.address_components,
      geometry: {
        location: { lat: 43.6487, lng: -79.3817 },
        viewport: {
          northeast: { lat: 43.65, lng: -79.38 },
          southwest: { lat: 43.647, lng: -79.383 },
        },
      },
    })
  })

  it.each([
    ['a street address gets the street pin at 17', street.address_components, 17, true],
    ['a city alone opens at 16 with no pin', street.address_components.slice(2), 16, false],
  ])('%s', (_name, components, zoom, streetPin) => {
    const result = geocodeResultFromGoogle({
      ...street,
      address_components: components,
      geometry: { location: latLng(43.7, -79.4), viewport: null },
    })
    expect(result.geometry.viewport).toBeUndefined()
    expect(geocodedView(result.address_components)).toEqual({ zoom, streetPin })
  })
})
