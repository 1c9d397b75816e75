import { describe, expect, it } from 'vitest'
import { streetLine, type StreetAddress } from '../../../contract/streetLine'

describe('streetLine: the address line of a listing or a suggestion', () => {
  it.each<[StreetAddress, string]>([
    [
      { streetNumber: '88', streetName: 'Harbour', streetSuffix: 'St', streetDirection: 'E' },
      '88 Harbour St E',
    ],
    [
      { unitNumber: '1203', streetNumber: '88', streetName: 'Harbour', streetSuffix: 'St' },
      '1203 - 88 Harbour St',
    ],
    [
      {
        unitNumber: '',
        streetNumber: '8',
        streetName: 'The Esplanade',
        streetSuffix: '',
        streetDirection: '',
      },
      '8 The Esplanade',
    ],
    [
      { streetNumber: null, streetName: 'Queen', streetSuffix: 'St', streetDirection: 'W' },
      'Queen St W',
    ],
    [{}, ''],
  ])('%o → %s', (address, expected) => {
    expect(streetLine({ address })).toBe(expected)
  })
})
