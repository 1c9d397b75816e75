import { describe, expect, it } from 'vitest'
import { placeKey } from '../../src/realty/placeNames'

describe('placeKey: one key for every way a place name is written', () => {
  it.each([
    ['Yonge-Eglinton', 'yonge eglinton'],
    ['Yonge Eglinton', 'yonge eglinton'],
    ['St. Andrew-Windfields', 'st andrew windfields'],
    ['St Andrew Windfields', 'st andrew windfields'],
    ["L'Amoreaux", 'l amoreaux'],
    ['Wexford/Maryvale', 'wexford maryvale'],
    ['  Richmond   Hill ', 'richmond hill'],
    ['Montréal-Nord', 'montreal nord'],
  ])('%s → %s', (name, key) => {
    expect(placeKey(name)).toBe(key)
  })
})
