import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ListingsResponse } from '../../../contract/realty'
import { searchListings, startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ config: { datasetSize: 4000 } })
})

afterAll(async () => {
  await server.close()
})

const search = (query: string) => searchListings(server, query)

// Several fields are counted in one read of the listings, one alone by a GROUP BY: the same counts.
it.each([
  'status=A&status=U',
  'status=A&city=Toronto&minBeds=2',
  'status=U&lastStatus=Sld&class=condo',
  'status=A&city=Nowhere',
  'status=A&search=toronto',
  // Statistics the monthly summary answers: the fields it does not keep come from the listings.
  'status=U&statistics=avg-soldPrice,grp-mth',
])('counts several fields together as each alone (%s)', async (filters) => {
  const fields = [
    'details.propertyType',
    'details.style',
    'address.city',
    'address.neighborhood',
    'details.numBedrooms',
  ]
  const together = await search(`${filters}&listings=false&aggregates=${fields.join(',')}`)
  for (const field of fields) {
    const alone = await search(`${filters}&listings=false&aggregates=${field}`)
    const [group = '', name = ''] = field.split('.')
    const countsOf = (response: ListingsResponse) =>
      (response.aggregates as Record<string, Record<string, unknown>>)[group]?.[name]
    expect(countsOf(together)).toEqual(countsOf(alone))
    expect(Object.keys(countsOf(together) as object)).toEqual(
      Object.keys(countsOf(alone) as object),
    )
  }
})
