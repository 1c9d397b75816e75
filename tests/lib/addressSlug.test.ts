import { describe, expect, it } from 'vitest'
import { addressSlug, detailPath } from '../../src/lib/addressSlug'

describe('addressSlug', () => {
  it.each([
    [
      {
        streetNumber: '123',
        streetName: 'King',
        streetSuffix: 'St',
        streetDirection: 'W',
        zip: 'M5V 2T6',
      },
      '123-king-st-w-m5v-2t6',
    ],
    [
      {
        unitNumber: '1207',
        streetNumber: '88',
        streetName: 'Harbour',
        streetSuffix: 'St',
        zip: 'M5J 0C3',
      },
      '1207-88-harbour-st-m5j-0c3',
    ],
    [
      { streetNumber: '5', streetName: 'Old Mill', streetSuffix: 'Dr', zip: 'M6S 0A1' },
      '5-old-mill-dr-m6s-0a1',
    ],
    [
      { streetNumber: '12', streetName: "L'Amoreaux", streetSuffix: 'Dr', zip: null },
      '12-l-amoreaux-dr',
    ],
    [
      { streetNumber: '40', streetName: 'Côte', streetSuffix: 'Cres', zip: 'L4C 1A1' },
      '40-cote-cres-l4c-1a1',
    ],
    [{ streetNumber: '', streetName: '', zip: 'M5V' }, 'm5v'],
    [{}, ''],
  ])('%j → %s', (address, expected) => {
    expect(addressSlug(address)).toBe(expected)
  })
})

describe('detailPath', () => {
  it('builds /detail/{state}/{city}/{neighborhood}/{slug}/{mls}/{board}', () => {
    expect(
      detailPath({
        mlsNumber: 'C5001234',
        boardId: 2,
        address: {
          state: 'ON',
          city: 'Toronto',
          neighborhood: 'Waterfront Communities-The Island',
          unitNumber: '1207',
          streetNumber: '88',
          streetName: 'Harbour',
          streetSuffix: 'St',
          zip: 'M5J 0C3',
        },
      }),
    ).toBe(
      '/detail/on/toronto/waterfront-communities-the-island/1207-88-harbour-st-m5j-0c3/C5001234/2',
    )
  })

  it('keeps every segment non-empty for a guest-hidden address', () => {
    expect(
      detailPath({
        mlsNumber: 'W5000001',
        boardId: 86,
        address: { city: 'Mississauga', zip: 'L5B' },
      }),
    ).toBe('/detail/on/mississauga/area/l5b/W5000001/86')
  })
})
