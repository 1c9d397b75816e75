import { describe, expect, it } from 'vitest'
import { parseFieldList, projectFields } from '../../../fakeProvider/fields'
import { toProviderListing } from '../../../fakeProvider/shape'
import { DATASET_TODAY, generateListings } from '../../../src/data/listings'
import { normaliseListing } from '../../../src/realty/provider/normalise'
import { toProviderSearch } from '../../../src/realty/provider/params'
import {
  NORMALISED_FIELDS,
  providerFieldsFor,
  providerFieldsParam,
} from '../../../src/realty/provider/providerFields'
import type { ProviderListing } from '../../../src/realty/provider/providerTypes'
import { project } from '../../../src/realty/presentListing'

type Json = Record<string, unknown>

const records = [...generateListings({ seed: 11, count: 300, today: DATASET_TODAY })]
const versions = [1, 2] as const
const fullListings = versions.flatMap((version) =>
  records.map((record) => toProviderListing(record, version)),
)

/** A listing cut to `fields` as the (fake) provider cuts it. */
const cut = (listing: Json, fields: readonly string[]) =>
  projectFields(listing, parseFieldList(fields.join(','), 'fields')) as ProviderListing

/** Every path the normaliser reads of a listing, recorded through a proxy at each level. */
function pathsRead(listing: Json): Set<string> {
  const read = new Set<string>()
  const watch = (value: unknown, prefix: string): unknown => {
    if (typeof value !== 'object' || value === null) return value
    return new Proxy(value, {
      get(target, key, receiver) {
        const child: unknown = Reflect.get(target, key, receiver)
        if (typeof key !== 'string') return child
        const path = prefix ? `${prefix}.${key}` : key
        read.add(path)
        return watch(child, path)
      },
    })
  }
  normaliseListing(watch(listing, '') as ProviderListing)
  return read
}

const coveredBy = (path: string, fields: readonly string[]) =>
  fields.some((field) => path === field || path.startsWith(`${field}.`))

describe('the provider fields the service asks for are the ones the normaliser reads', () => {
  it('reads nothing outside them: a listing cut to them normalises as the whole one does', () => {
    for (const listing of fullListings) {
      expect(normaliseListing(cut(listing, NORMALISED_FIELDS))).toEqual(
        normaliseListing(listing as ProviderListing),
      )
      const outside = [...pathsRead(listing)].filter(
        (path) =>
          !coveredBy(path, NORMALISED_FIELDS) &&
          !NORMALISED_FIELDS.some((f) => f.startsWith(`${path}.`)),
      )
      expect(outside).toEqual([])
    }
  })

  it('asks for nothing it does not read', () => {
    const read = new Set(fullListings.flatMap((listing) => [...pathsRead(listing)]))
    expect(NORMALISED_FIELDS.filter((field) => !read.has(field))).toEqual([])
  })

  it('cuts what the normaliser does not read out of the answer', () => {
    const listing = fullListings[0]!
    const trimmed = cut(listing, NORMALISED_FIELDS) as Json
    for (const dropped of ['resource', 'openHouse', 'occupancy']) {
      expect(trimmed).not.toHaveProperty(dropped)
    }
    expect(trimmed.address).not.toHaveProperty('district')
    expect(trimmed.map).not.toHaveProperty('point')
    expect(trimmed.timestamps).not.toHaveProperty('idxUpdated')
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(listing).length)
  })
})

/** Every path of a normalised record down to its values (arrays and nulls are values). */
function recordPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix]
  const nested = Object.entries(value).flatMap(([key, child]) =>
    recordPaths(child, [...prefix, key]),
  )
  return prefix.length === 1 ? [prefix, ...nested] : nested.length > 0 ? nested : [prefix]
}

describe('the provider fields for the record fields a request asks for', () => {
  it.each([
    [[['listPrice']], ['listPrice']],
    [[['soldDate']], ['soldPrice', 'soldDate']],
    [[['originalPrice']], ['listPrice', 'originalPrice']],
    [[['boardNotice']], ['boardId']],
    [[['lot', 'measurement']], ['lot.width', 'lot.depth', 'lot.measurement']],
    [[['timestamps', 'listingUpdated']], ['updatedOn', 'timestamps.listingUpdated']],
    [[['map']], ['map.latitude', 'map.longitude']],
    [[['permissions']], ['permissions.displayAddressOnInternet', 'permissions.displayPublic']],
    [[['address', 'city']], ['address.city']],
    [[['rooms']], ['rooms']],
    // Nothing the record has: the provider still must not send its whole listing.
    [[['nothing']], ['mlsNumber']],
  ])('%j needs %j', (asked, expected) => {
    expect(providerFieldsFor(asked).sort()).toEqual([...expected].sort())
  })

  it('needs every normalised field for the whole record', () => {
    expect(providerFieldsFor(undefined)).toEqual(NORMALISED_FIELDS)
  })

  it('answers each record field as the whole listing would', () => {
    const paths = recordPaths(normaliseListing(fullListings[0] as ProviderListing))
    expect(paths.length).toBeGreaterThan(60)
    for (const path of paths) {
      const fields = providerFieldsFor([path])
      for (const listing of fullListings.slice(0, 120).concat(fullListings.slice(300, 420))) {
        const whole = project(normaliseListing(listing), [path])
        expect(project(normaliseListing(cut(listing, fields)), [path]), path.join('.')).toEqual(
          whole,
        )
      }
    }
  })

  it.each([
    ['listPrice', true, 'listPrice'],
    [
      'listPrice',
      false,
      'mlsNumber,boardId,listPrice,address.unitNumber,address.streetNumber,address.streetName,' +
        'address.streetSuffix,address.streetDirection,address.city,' +
        'permissions.displayAddressOnInternet,permissions.displayPublic',
    ],
  ])('asks for %s for a %s viewer (signed in) as %s', (fields, signedIn, expected) => {
    expect(providerFieldsParam(fields, signedIn)).toBe(expected)
  })
})

describe('the fields each kind of provider search asks for', () => {
  const PIN_FIELDS = 'mlsNumber,boardId,type,lastStatus,listPrice,soldPrice,map,address.streetName'

  it('asks a list page for the normalised fields only', () => {
    const params = toProviderSearch({ status: ['A'], sortBy: 'updatedOnDesc' }, true)
    expect(params.fields).toBe(NORMALISED_FIELDS.join(','))
    expect(params).not.toHaveProperty('clusterFields')
  })

  it('asks a guest map view for the pins, what the rules read (the permissions and the home), and cluster pins placed', () => {
    const params = toProviderSearch(
      {
        map: '[[[0,0],[1,0],[1,1],[0,0]]]',
        cluster: true,
        fields: PIN_FIELDS,
        clusterFields: PIN_FIELDS,
      },
      false,
    )
    const expected = [
      'mlsNumber',
      'boardId',
      'type',
      'lastStatus',
      'listPrice',
      'soldPrice',
      'address.unitNumber',
      'address.streetNumber',
      'address.streetName',
      'address.streetSuffix',
      'address.streetDirection',
      'address.city',
      'map.latitude',
      'map.longitude',
      'permissions.displayAddressOnInternet',
      'permissions.displayPublic',
    ].sort()
    expect(String(params.fields).split(',').sort()).toEqual(expected)
    expect(String(params.clusterFields).split(',').sort()).toEqual(expected)
  })

  it('asks a search for figures only for no listing fields', () => {
    const params = toProviderSearch({ listings: false, statistics: 'avg-soldPrice,grp-mth' }, true)
    expect(params).not.toHaveProperty('fields')
  })
})
