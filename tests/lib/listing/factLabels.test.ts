import { describe, expect, it } from 'vitest'
import { factLabel } from '../../../src/lib/listing/factLabels'
import { PROPERTY_TYPE_LABELS } from '../../../src/lib/listing/propertyTypeLabels'
import { PUBLISHED_PROPERTY_TYPES } from '../../fixtures/published/propertyTypes'

describe('factLabel', () => {
  it.each([
    ['Detached', 'fr', 'Maison individuelle'],
    ['Semi-Detached', 'fr', 'Maison jumelée'],
    ['Condo Apartment', 'fr', 'Appartement en copropriété'],
    ['Att/Row/Townhouse', 'fr', 'Maison en rangée'],
    ['2-Storey', 'fr', '2 étages'],
    ['Bungalow', 'fr', 'Plain-pied'],
    ['Forced Air', 'fr', 'Air pulsé'],
    ['Heat Pump', 'fr', 'Thermopompe'],
    ['Central Air', 'fr', 'Climatisation centrale'],
    ['Built-In', 'fr', 'Intégré'],
    ['Finished', 'fr', 'Aménagé'],
    ['Sep Entrance', 'fr', 'Entrée séparée'],
    ['Something New', 'fr', 'Something New'],
    ['Forced Air', 'en', 'Forced Air'],
    ['Detached', 'en', 'Detached'],
  ])('%s in %s reads %s', (value, language, expected) => {
    expect(factLabel(value, language)).toBe(expected)
  })
})

/** The clipped words of boards' codes: a label with one of them would read as a typo. */
const CLIPPED = /\b(Att|Twnhouse|Det|Apt|Comm|Resid|Offc|W)\b|\//

describe('property type labels', () => {
  it.each(PUBLISHED_PROPERTY_TYPES)('%s has a plain English and a French label', (value) => {
    const label = PROPERTY_TYPE_LABELS.get(value)
    expect(label).toBeDefined()
    expect(factLabel(value, 'en')).toBe(label?.en)
    expect(factLabel(value, 'fr-CA')).toBe(label?.fr)
    // 'Condo Apt' is the search's own Home Type name, so listings and trends say it the same way.
    if (value !== 'Condo Apt') expect(label?.en).not.toMatch(CLIPPED)
    expect(label?.fr).not.toMatch(CLIPPED)
    expect(label?.fr).not.toBe('')
  })

  it.each([
    ['Att/Row/Twnhouse', 'en', 'Row townhouse'],
    ['Att/Row/Twnhouse', 'fr', 'Maison en rangée'],
    ['Det Condo', 'fr', 'Maison individuelle en copropriété'],
    ['Store W/Apt/Offc', 'en', 'Store with apartment or office'],
    ['constructor', 'en', 'constructor'],
    ['constructor', 'fr', 'constructor'],
  ])('%s in %s reads %s', (value, language, expected) => {
    expect(factLabel(value, language)).toBe(expected)
  })
})
