import { describe, expect, it } from 'vitest'
import { asListed, canonicalListPath, listPlace } from '../../src/features/list/listPlace'

describe('listPlace', () => {
  it.each([
    [[], undefined],
    [['on'], { state: 'ON', city: undefined, neighborhood: undefined }],
    [['on', 'toronto'], { state: 'ON', city: 'Toronto', neighborhood: undefined }],
    [['on', 'richmond-hill'], { state: 'ON', city: 'Richmond Hill', neighborhood: undefined }],
    [['ON', 'toronto', 'annex'], { state: 'ON', city: 'Toronto', neighborhood: 'Annex' }],
    [['mississauga'], { state: 'ON', city: 'Mississauga', neighborhood: undefined }],
  ])('%j → %j', (segments, expected) => {
    expect(listPlace(segments)).toEqual(expected)
  })
})

describe('asListed: the heading spells the place as its homes do', () => {
  const yongeEglinton = listPlace(['on', 'toronto', 'yonge-eglinton'])!
  it.each([
    [{ city: 'Toronto', neighborhood: 'Yonge-Eglinton' }, 'Toronto', 'Yonge-Eglinton'],
    [{ city: 'Toronto', neighborhood: 'Leaside' }, 'Toronto', 'Yonge Eglinton'],
    [{ city: null, neighborhood: null }, 'Toronto', 'Yonge Eglinton'],
    [undefined, 'Toronto', 'Yonge Eglinton'],
  ])('%j → %s, %s', (address, city, neighborhood) => {
    expect(asListed(yongeEglinton, address)).toEqual({ state: 'ON', city, neighborhood })
  })

  it('leaves a city-only place without a neighbourhood', () => {
    const place = listPlace(['on', 'richmond-hill'])!
    expect(asListed(place, { city: 'Richmond Hill', neighborhood: 'Oak Ridges' })).toEqual(place)
  })
})

describe('canonicalListPath: an older list link leads to the one spelling', () => {
  it.each([
    [['on', 'toronto', 'st-lawrence'], undefined],
    [['on', 'cote-st-luc'], undefined],
    [['on', 'côte-st.-luc'], '/list/on/cote-st-luc'],
    [['on', 'toronto', 'St.-Lawrence'], '/list/on/toronto/st-lawrence'],
    [['ON', 'toronto', undefined], '/list/on/toronto'],
    [[undefined, undefined, undefined], undefined],
  ])('%j → %s', (segments, expected) => {
    expect(canonicalListPath(segments)).toBe(expected)
  })
})
