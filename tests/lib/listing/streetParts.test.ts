import { describe, expect, it } from 'vitest'
import { normaliseListing } from '../../../src/lib/listing/normaliseListing'
import { historyQuery, splitStreet } from '../../../src/lib/listing/streetParts'

// "The street is split into number, name and suffix (Avenue, Street,
// Road, Lane, Drive)".
describe('splitStreet', () => {
  it.each([
    ['123 Queen Street', '123', 'Queen', 'Street'],
    ['88 Spadina Avenue', '88', 'Spadina', 'Avenue'],
    ['7 Old Mill Road', '7', 'Old Mill', 'Road'],
    ['15 Cherry Lane', '15', 'Cherry', 'Lane'],
    ['400 Lake Shore Drive', '400', 'Lake Shore', 'Drive'],
    ['12 King St', '12', 'King', 'St'],
    ['12 King St.', '12', 'King', 'St'],
    ['9 Bathurst Ave', '9', 'Bathurst', 'Ave'],
    ['31 Elm Rd', '31', 'Elm', 'Rd'],
    ['5 Maple Dr', '5', 'Maple', 'Dr'],
    ['8 The Esplanade', '8', 'The Esplanade', ''],
    ['11 Sunnyside Way', '11', 'Sunnyside Way', ''],
    ['22A Main Street', '22A', 'Main', 'Street'],
    ['Avenue Road', '', 'Avenue', 'Road'],
    ['10 Street', '10', 'Street', ''],
    ['  56   Bay   Street ', '56', 'Bay', 'Street'],
    ['', '', '', ''],
  ])('%j → %s / %s / %s', (street, streetNumber, streetName, streetSuffix) => {
    expect(splitStreet(street)).toEqual({ streetNumber, streetName, streetSuffix })
  })
})

describe('historyQuery', () => {
  const base = {
    unitNumber: '',
    streetNumber: '11',
    streetName: 'Sunnyside',
    streetSuffix: 'Way',
    city: 'Mississauga',
    state: 'ON',
    zip: 'L4T 7Z3',
  }

  it('keeps a suffix the feed gives and drops empty values', () => {
    expect(historyQuery(base, 2)).toEqual({
      city: 'Mississauga',
      state: 'ON',
      streetName: 'Sunnyside',
      streetNumber: '11',
      streetSuffix: 'Way',
      zip: 'L4T 7Z3',
      boardId: 2,
    })
  })

  it('sends the street direction, which tells the two sides of a dividing road apart', () => {
    expect(historyQuery({ ...base, streetDirection: 'E' }, 2)).toMatchObject({
      streetDirection: 'E',
    })
    expect(historyQuery({ ...base, streetDirection: null }, 2)).not.toHaveProperty(
      'streetDirection',
    )
  })

  it.each(['', '  '])('leaves out a unit sent as %j', (unitNumber) => {
    expect(historyQuery({ ...base, unitNumber }, 2)).not.toHaveProperty('unitNumber')
  })

  it('splits a name that carries its suffix, and sends the unit', () => {
    expect(
      historyQuery(
        { ...base, unitNumber: '1207', streetName: 'Harbour Street', streetSuffix: '' },
        91,
      ),
    ).toMatchObject({
      unitNumber: '1207',
      streetName: 'Harbour',
      streetSuffix: 'Street',
      boardId: 91,
    })
  })
})

// The provider sends a missing suffix, unit or postal code as null: read through the normalising
// layer, each is left out, never "null".
describe('historyQuery with the provider nulls, read through the normalising layer', () => {
  const address = {
    unitNumber: null,
    streetNumber: '140',
    streetName: 'Highway 7',
    streetSuffix: 'Way',
    city: 'Vaughan',
    state: 'ON',
    zip: 'L4K 3X0',
  }
  it.each([
    ['streetSuffix', { streetSuffix: null }, { streetNumber: '140', streetName: 'Highway 7' }],
    ['zip', { zip: null }, { streetSuffix: 'Way' }],
  ])('a null %s', (field, change, expected) => {
    const query = historyQuery(normaliseListing({ address: { ...address, ...change } }).address, 2)
    expect(query).toMatchObject(expected)
    expect(query).not.toHaveProperty(field)
    expect(Object.values(query)).not.toContain('null')
  })
})
