import { describe, expect, it } from 'vitest'
import { placeSlug } from '../../src/lib/placeSlug'

describe('placeSlug: a place name in a list or map address', () => {
  it.each([
    ['Toronto', 'toronto'],
    ['Richmond Hill', 'richmond-hill'],
    ['Yonge-Eglinton', 'yonge-eglinton'],
    ['St. Andrew-Windfields', 'st-andrew-windfields'],
    ["L'Amoreaux", 'l-amoreaux'],
    ['Côte-St. Luc', 'cote-st-luc'],
    ['  Mimico (South)  ', 'mimico-south'],
  ])('%s → %s', (name, expected) => {
    expect(placeSlug(name)).toBe(expected)
  })
})
