import { describe, expect, it } from 'vitest'
import { asListed, listPlace, titleFromSlug } from '../../src/features/list/listPlace'

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

  it('title-cases hyphenated slugs', () => {
    expect(titleFromSlug('church-yonge-corridor')).toBe('Church Yonge Corridor')
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
