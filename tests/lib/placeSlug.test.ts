import { describe, expect, it } from 'vitest'
import { placeSlug } from '../../contract/placeSlug'
import { canonicalPlaceSlug, nameFromSlug, placeFromSlug } from '../../src/lib/placeSlug'

describe('placeSlug: a place name in a list, map or trends address', () => {
  it.each([
    ['Toronto', 'toronto'],
    ['Richmond Hill', 'richmond-hill'],
    ['Yonge-Eglinton', 'yonge-eglinton'],
    ['St. Andrew-Windfields', 'st-andrew-windfields'],
    ['St. Lawrence', 'st-lawrence'],
    ["L'Amoreaux", 'l-amoreaux'],
    ['Côte-St. Luc', 'cote-st-luc'],
    ['Île Bizard–Sainte-Geneviève', 'ile-bizard-sainte-genevieve'],
    ['  Mimico (South)  ', 'mimico-south'],
  ])('%s → %s', (name, expected) => {
    expect(placeSlug(name)).toBe(expected)
  })
})

const places = ['Toronto', 'St. Lawrence', 'Côte-St. Luc', 'Yonge-Eglinton', 'Richmond Hill']

describe('placeFromSlug: the place a slug stands for, read back through the place data', () => {
  it.each([
    ['st-lawrence', 'St. Lawrence'],
    ['cote-st-luc', 'Côte-St. Luc'],
    ['yonge-eglinton', 'Yonge-Eglinton'],
    ['richmond-hill', 'Richmond Hill'],
    // Older links: accents as hyphens, only spaces as hyphens, percent-encoded.
    ['c-te-st-luc', 'Côte-St. Luc'],
    ['côte-st.-luc', 'Côte-St. Luc'],
    ['C%C3%B4te-St.%20Luc', 'Côte-St. Luc'],
    ['st.-lawrence', 'St. Lawrence'],
    ['nowhere', undefined],
  ])('%s → %s', (slug, expected) => {
    expect(placeFromSlug(slug, places)).toBe(expected)
  })
})

describe('canonicalPlaceSlug: one spelling of a place segment', () => {
  it.each([
    ['cote-st-luc', 'cote-st-luc'],
    ['côte-st.-luc', 'cote-st-luc'],
    ['C%C3%B4te-St.%20Luc', 'cote-st-luc'],
    ['St.-Lawrence', 'st-lawrence'],
    ['on', 'on'],
  ])('%s → %s', (segment, expected) => {
    expect(canonicalPlaceSlug(segment)).toBe(expected)
  })
})

describe('nameFromSlug: word by word, for a slug no place data knows', () => {
  it.each([
    ['richmond-hill', 'Richmond Hill'],
    ['church-yonge-corridor', 'Church Yonge Corridor'],
    ['st-lawrence', 'St Lawrence'],
  ])('%s → %s', (slug, expected) => {
    expect(nameFromSlug(slug)).toBe(expected)
  })
})
