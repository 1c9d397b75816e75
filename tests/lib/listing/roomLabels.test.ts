import { describe, expect, it } from 'vitest'
import { roomLabel, type RoomPart } from '../../../src/lib/listing/roomLabels'

describe('roomLabel', () => {
  it.each<[string, RoomPart, string, string]>([
    ['Living', 'room', 'fr', 'Salon'],
    ['Kitchen', 'room', 'fr', 'Cuisine'],
    ['Primary', 'room', 'fr', 'Chambre principale'],
    ['2nd Br', 'room', 'fr', '2e chambre'],
    ['4th Br', 'room', 'fr', '4e chambre'],
    ['Office', 'room', 'fr', 'Bureau'],
    ['Main', 'level', 'fr', 'Rez-de-chaussée'],
    ['Flat', 'level', 'fr', 'Plain-pied'],
    ['Bsmt', 'level', 'fr', 'Sous-sol'],
    ['2nd', 'level', 'fr', '2e étage'],
    ['1st', 'level', 'fr', '1er étage'],
    ['Broadloom', 'feature', 'fr', 'Moquette'],
    ['W/O To Balcony', 'feature', 'fr', 'Accès au balcon'],
    ['2nd', 'room', 'fr', '2nd'],
    ['Wine Cellar', 'room', 'fr', 'Wine Cellar'],
    ['Kitchen', 'room', 'en', 'Kitchen'],
    ['2nd Br', 'room', 'en', '2nd Br'],
  ])('%s (%s) in %s reads %s', (value, part, language, expected) => {
    expect(roomLabel(value, part, language)).toBe(expected)
  })
})
