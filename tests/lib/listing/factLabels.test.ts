import { describe, expect, it } from 'vitest'
import { factLabel } from '../../../src/lib/listing/factLabels'

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
