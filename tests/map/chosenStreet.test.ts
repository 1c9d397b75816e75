import { describe, expect, it } from 'vitest'
import type { RoadFeature } from '../../contract/geo'
import { chosenStreetRoads, streetKey } from '../../src/features/map/chosenStreet'

const road = (name: string): RoadFeature => ({
  name,
  kind: 'arterial',
  path: [
    [-79.4, 43.64],
    [-79.39, 43.645],
  ],
})

describe('a chosen street', () => {
  it.each([
    ['King St W', 'king st w'],
    ['King Street West', 'king st w'],
    ['  Bloor  St. E ', 'bloor st e'],
    ['Avenue Road', 'ave rd'],
    ['Don Valley Parkway', 'don valley pkwy'],
  ])('%s reads as %s', (name, key) => {
    expect(streetKey(name)).toBe(key)
  })

  it.each([
    ['King Street West', ['King St W']],
    ['king st w', ['King St W']],
    ['Queen St W', []],
    [undefined, []],
  ])('%s marks %j', (chosen, names) => {
    const roads = [road('King St W'), road('King St E'), road('Bathurst St')]
    expect(chosenStreetRoads(roads, chosen).map((found) => found.name)).toEqual(names)
  })
})
