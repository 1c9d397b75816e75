import { describe, expect, it } from 'vitest'
import { aboutParagraph, truncateOverview } from '../../../src/lib/listing/about'

const facts = {
  type: 'Sale' as const,
  listPrice: 1_249_000,
  address: { streetLine: '11 Sunnyside Way', city: 'Mississauga', neighborhood: 'Malton' },
  details: {
    propertyType: 'Detached',
    style: 'Bungalow',
    yearBuilt: '1998',
    numBedrooms: 3,
    numBedroomsPlus: 1,
    numBathrooms: 2,
    numGarageSpaces: 2,
    sqft: '1500-2000',
  },
  lot: { width: 27.1, depth: 133, measurement: 'Feet' as const },
  daysOnMarket: 12,
}

describe('aboutParagraph', () => {
  it('writes every sentence from the facts', () => {
    expect(aboutParagraph(facts)).toBe(
      '11 Sunnyside Way is a Bungalow detached for sale in Malton, Mississauga, listed at $1,249,000. ' +
        'It has 3 + 1 bedrooms, 2 bathrooms and 1500-2000 square feet. It was built in 1998. ' +
        'There is parking for 2 cars in the garage. The lot measures 27.1 by 133 feet. ' +
        'It has been on the market for 12 days.',
    )
  })

  it('leaves out what the listing does not say and prices a lease by the month', () => {
    expect(
      aboutParagraph({
        ...facts,
        type: 'Lease',
        listPrice: 2450,
        address: { streetLine: '', city: 'Toronto', neighborhood: '' },
        details: {
          ...facts.details,
          style: '',
          propertyType: 'Apartment',
          yearBuilt: null,
          numBedroomsPlus: 0,
          numBedrooms: 1,
          numBathrooms: 1,
          numGarageSpaces: 0,
          sqft: null,
        },
        lot: { width: null, depth: null },
        daysOnMarket: 0,
      }),
    ).toBe(
      'This home is an apartment for lease in Toronto, listed at $2,450 a month. ' +
        'It has 1 bedroom and 1 bathroom. It came on the market today.',
    )
  })
})

// "Overview truncated at 250."
describe('truncateOverview', () => {
  it.each([
    ['short', 'short'],
    ['x'.repeat(250), 'x'.repeat(250)],
    ['x'.repeat(251), `${'x'.repeat(250)}…`],
    ['word '.repeat(60), `${'word '.repeat(50).trimEnd()}…`],
  ])('%#', (text, expected) => {
    expect(truncateOverview(text)).toBe(expected)
    expect(truncateOverview(text).replace('…', '').length).toBeLessThanOrEqual(250)
  })
})

/** French money groups digits with narrow no-break spaces; compared here as plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('aboutParagraph in French', () => {
  it('writes every sentence in French, feed values from the label table', () => {
    expect(plainSpaces(aboutParagraph(facts, 'fr'))).toBe(
      '11 Sunnyside Way : maison individuelle (plain-pied) à vendre à Malton, Mississauga, au prix de 1 249 000 $. ' +
        'La propriété compte 3 + 1 chambres, 2 salles de bain et 1500-2000 pieds carrés. ' +
        'Elle a été construite en 1998. Le garage compte 2 places de stationnement. ' +
        'Le terrain mesure 27,1 pi sur 133 pi. Elle est sur le marché depuis 12 jours.',
    )
    // The colon keeps to the address: a no-break space before it, as French typography wants.
    expect(aboutParagraph(facts, 'fr')).toContain('11 Sunnyside Way\u00a0: maison')
  })

  it('prices a lease by the month and names the home when the address is hidden', () => {
    const text = plainSpaces(
      aboutParagraph(
        {
          ...facts,
          type: 'Lease',
          listPrice: 2450,
          address: { streetLine: '', city: 'Toronto', neighborhood: '' },
        },
        'fr',
      ),
    )
    expect(
      text.startsWith('Cette propriété : maison individuelle (plain-pied) à louer à Toronto'),
    ).toBe(true)
    expect(text).toContain('2 450 $ par mois')
  })
})

describe('aboutParagraph with a null neighbourhood (as the provider may send it)', () => {
  it('names the city alone', () => {
    const text = aboutParagraph({ ...facts, address: { ...facts.address, neighborhood: null } })
    expect(text).toContain('for sale in Mississauga, listed at')
    expect(text).not.toContain('null')
  })
})

describe("the lot's sentence follows the unit its board measured it in", () => {
  it.each([
    ['en', 'Metres', 'The lot measures 8.5 by 40 metres.'],
    ['fr', 'Metres', 'Le terrain mesure 8,5 m sur 40 m.'],
    ['en', 'Feet', 'The lot measures 8.5 by 40 feet.'],
    ['fr', 'Feet', 'Le terrain mesure 8,5 pi sur 40 pi.'],
    ['en', null, 'The lot measures 8.5 by 40.'],
    ['fr', null, 'Le terrain mesure 8,5 sur 40.'],
  ] as const)('%s, %s', (language, measurement, sentence) => {
    const text = aboutParagraph({ ...facts, lot: { width: 8.5, depth: 40, measurement } }, language)
    expect(plainSpaces(text)).toContain(sentence)
  })
})
