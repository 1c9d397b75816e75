import { beforeAll, describe, expect, it } from 'vitest'
import type { CustomerUser, SavedHome, SavedSearch } from '../../../contract/customer'
import { customerCalls, customersOnServerForFile } from './customersOnServer'
import { home, search } from './customerRoutes'

const customers = customersOnServerForFile()
const call = customerCalls(customers)

describe('saved homes and searches belong to their owner', () => {
  let amiraHome: SavedHome
  let amiraSearch: SavedSearch

  beforeAll(async () => {
    amiraHome = (await call('POST', '/user/saved-homes', customers.amira, home)).body as SavedHome
    amiraSearch = (await call('POST', '/user/saved-searches', customers.amira, search))
      .body as SavedSearch
  })

  it('saves a home once, however often the heart is pressed', async () => {
    const again = await call('POST', '/user/saved-homes', customers.amira, home)
    expect(again.body).toEqual(amiraHome)
    const { body } = await call('GET', '/user/saved-homes', customers.amira)
    expect(body).toEqual({ homes: [amiraHome] })
  })

  it('keeps a search with its polygon and lists it', async () => {
    expect(amiraSearch).toMatchObject(search)
    const { body } = await call('GET', '/user/saved-searches', customers.amira)
    expect(body).toEqual({ searches: [amiraSearch] })
  })

  it('shows another customer none of them', async () => {
    expect((await call('GET', '/user/saved-homes', customers.ben)).body).toEqual({ homes: [] })
    expect((await call('GET', '/user/saved-searches', customers.ben)).body).toEqual({
      searches: [],
    })
    const dashboard = (await call('GET', '/dashboard', customers.ben)).body
    expect(dashboard).toMatchObject({ savedHomes: 0, savedSearches: 0, latestHome: null })
    expect((dashboard as { user: CustomerUser }).user.email).toBe('ben@example.ca')
  })

  it("answers 404 to another customer's ids and changes nothing", async () => {
    expect(
      (await call('DELETE', `/user/saved-homes/${String(amiraHome.id)}`, customers.ben)).status,
    ).toBe(404)
    expect(
      (
        await call('PUT', `/user/saved-searches/${String(amiraSearch.id)}`, customers.ben, {
          name: 'mine',
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('DELETE', `/user/saved-searches/${String(amiraSearch.id)}`, customers.ben))
        .status,
    ).toBe(404)
    expect((await call('GET', '/dashboard', customers.amira)).body).toMatchObject({
      savedHomes: 1,
      savedSearches: 1,
      latestHome: amiraHome,
    })
  })

  it('lets the owner rename and delete', async () => {
    const renamed = await call(
      'PUT',
      `/user/saved-searches/${String(amiraSearch.id)}`,
      customers.amira,
      {
        name: 'Downtown condos',
      },
    )
    expect(renamed.body).toMatchObject({ id: amiraSearch.id, name: 'Downtown condos' })
    expect(
      (await call('DELETE', `/user/saved-searches/${String(amiraSearch.id)}`, customers.amira))
        .status,
    ).toBe(204)
    expect(
      (await call('DELETE', `/user/saved-homes/${String(amiraHome.id)}`, customers.amira)).status,
    ).toBe(204)
    expect((await call('GET', '/dashboard', customers.amira)).body).toMatchObject({
      savedHomes: 0,
      savedSearches: 0,
    })
  })

  it.each([
    ['a home with a foreign link', '/user/saved-homes', { ...home, path: '//evil.example/x' }],
    ['a home with a backslash link', '/user/saved-homes', { ...home, path: '/\\evil.example' }],
    ['a home with a bad MLS number', '/user/saved-homes', { ...home, mlsNumber: "1' OR 1=1" }],
    ['a search with an absolute URL', '/user/saved-searches', { ...search, path: 'https://x.y/' }],
    [
      'a search with a javascript: path',
      '/user/saved-searches',
      { ...search, path: 'javascript:alert(1)' },
    ],
    [
      'a search with a two-point polygon',
      '/user/saved-searches',
      {
        ...search,
        polygon: [
          [0, 0],
          [1, 1],
        ],
      },
    ],
    ['a search with a blank name', '/user/saved-searches', { ...search, name: '   ' }],
  ])('refuses %s with 400', async (_name, path, body) => {
    const { status, body: answer } = await call('POST', path, customers.amira, body)
    expect(status).toBe(400)
    expect((answer as { message: string }).message).toMatch(/body/)
  })
})
