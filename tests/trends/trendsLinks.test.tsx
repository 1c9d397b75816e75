import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useNamespace } from '../../src/app/useNamespace'
import { LocationMap } from '../../src/features/listing/LocationMap'
import { detailStrings } from '../../src/features/listing/strings'
import { normaliseListing } from '../../src/lib/listing/normaliseListing'
import { activeSales, fixtureListings, listingsResponse } from '../fixtures/listings'
import { listingsUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { shellOnly } from '../shell/shellOnly'

/** The trends page is reached from where people look for prices, in both languages. */
describe('links to the market trends', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'Market trends'],
    ['fr', 'Tendances du marché'],
  ] as const)('the footer links to them (%s)', async (language, name) => {
    await renderWithProviders(undefined, { routes: shellOnly, language })
    const footer = await screen.findByRole('contentinfo')
    expect(await within(footer).findByRole('link', { name })).toHaveAttribute('href', '/trends')
  })

  it.each([
    ['en', 'Prices in your area'],
    ['fr', 'Les prix dans votre secteur'],
  ] as const)(
    'the Selling page offers them beside its call to action (%s)',
    async (language, name) => {
      await renderWithProviders(undefined, { route: '/selling', language })
      const hero = (await screen.findByRole('heading', { level: 1 })).closest('section')
      expect(within(hero ?? document.body).getByRole('link', { name })).toHaveAttribute(
        'href',
        '/trends',
      )
    },
  )

  it("a city's list links to that city's trends", async () => {
    server.use(
      http.get(listingsUrl, () => HttpResponse.json(listingsResponse(activeSales.slice(0, 8)))),
    )
    await renderWithProviders(undefined, { route: '/list/on/richmond-hill' })
    expect(
      await screen.findByRole('link', { name: 'Market trends in Richmond Hill' }),
    ).toHaveAttribute('href', '/trends?city=richmond-hill')
  })

  it("a listing's location links to its city's trends, in French too", async () => {
    const found = fixtureListings.find((listing) => listing.address.city === 'Mississauga')
    if (!found) throw new Error('no fixture listing in Mississauga')
    function Location() {
      useNamespace('detail', detailStrings)
      return <LocationMap listing={normaliseListing(found)} />
    }
    await renderWithProviders(<Location />, { language: 'fr' })
    expect(
      await screen.findByRole('link', { name: 'Tendances du marché à Mississauga' }),
    ).toHaveAttribute('href', '/trends?city=mississauga')
  })
})
