import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { FilterBar, useSearchUrl } from '../../src/features/search'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

/** The bar as a screen uses it: with the search mirrored in the URL. */
function Screen() {
  useSearchUrl()
  return <FilterBar view="map" />
}

async function setUp(route = '/map', language: 'en' | 'fr' = 'en') {
  server.use(...searchHandlers())
  return renderWithProviders(undefined, {
    route,
    language,
    // A French screen suspends for its strings, as under the app's layout boundary.
    routes: [
      {
        path: '*',
        element: (
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        ),
      },
    ],
  })
}

describe('filter bar', { timeout: 45_000 }, () => {
  it('Lease sets 1,000 to 5,000 and Sale sets 0 to no maximum', async () => {
    const { user, router } = await setUp()
    // The default range is no bound the customer chose: the pill says only 'Price'.
    expect(screen.getByRole('button', { name: 'Price' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Lease' }))
    expect(
      await screen.findByRole('button', { name: /^Price: \$1,000 – \$5,000/ }),
    ).toBeInTheDocument()
    expect(router.state.location.search).toContain('type=lease')
    // Sold is labelled Leased for lease.
    expect(screen.getByRole('button', { name: 'Leased' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sale' }))
    expect(await screen.findByRole('button', { name: 'Price' })).toBeInTheDocument()
  })

  it('the Price pill and its panel say the same range, before and after Lease then Sale', async () => {
    const { user } = await setUp()
    const pill = screen.getByRole('button', { name: 'Price' })
    await user.click(pill)
    const panel = await screen.findByRole('dialog', { name: 'Price' })
    expect(within(panel).getByText('$0 – $6,000,000')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Lease' }))
    await user.click(screen.getByRole('button', { name: 'Sale' }))
    const after = await screen.findByRole('button', { name: 'Price' })
    await user.click(after)
    const again = await screen.findByRole('dialog', { name: 'Price' })
    expect(within(again).getByText('Any price')).toBeInTheDocument()
  })

  it('Active cannot be turned off while Sold is off', async () => {
    const { user } = await setUp()
    await user.click(screen.getByRole('button', { name: /^Active/ }))
    const menu = await screen.findByRole('dialog', { name: /^Active/ })
    const show = within(menu).getByRole('checkbox', { name: 'Show' })
    expect(show).toBeChecked()
    await user.click(show)
    expect(show).toBeChecked()
  })

  it("choosing a Sold period turns Sold on, under 'Sold within'", async () => {
    const { user, router } = await setUp()
    await user.click(screen.getByRole('button', { name: 'Sold' }))
    const menu = await screen.findByRole('dialog', { name: 'Sold' })
    expect(within(menu).getByRole('checkbox', { name: 'Show' })).not.toBeChecked()
    const period = within(menu).getByRole('radiogroup', { name: 'Sold within' })
    const radios = within(period).getAllByRole('radio')
    await user.click(radios[1]!)
    expect(within(menu).getByRole('checkbox', { name: 'Show' })).toBeChecked()
    await waitFor(() => {
      expect(router.state.location.search).toMatch(/sold/i)
    })
  })

  it('agrees in French: Actives : Toutes, any number of rooms is Indifférent', async () => {
    const { user } = await setUp('/map', 'fr')
    expect(
      await screen.findByRole('button', { name: /^Actives\u00a0: Toutes/ }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Prix' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Type de propriété/ }))
    const types = await screen.findByRole('dialog', { name: /^Type de propriété/ })
    expect(within(types).getByRole('checkbox', { name: 'Tous les types' })).toBeChecked()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Plus' }))
    const more = await screen.findByRole('dialog', { name: 'Plus' })
    expect(within(more).queryByText(/^tous$/i)).toBeNull()
    expect(within(more).getAllByText('Indifférent').length).toBeGreaterThan(0)
  })

  it("Home Type 'Any' clears the others and another clears 'Any'", async () => {
    const { user, router } = await setUp()
    await user.click(screen.getByRole('button', { name: 'Home Type' }))
    const menu = await screen.findByRole('dialog', { name: 'Home Type' })
    const any = within(menu).getByRole('checkbox', { name: 'Any (All)' })
    expect(any).toBeChecked()
    await user.click(within(menu).getByRole('checkbox', { name: 'Detached' }))
    expect(any).not.toBeChecked()
    expect(router.state.location.search).toContain('home=Detached')
    await user.click(any)
    expect(any).toBeChecked()
    expect(within(menu).getByRole('checkbox', { name: 'Detached' })).not.toBeChecked()
  })

  it('on a phone the drawer counts matches; Cancel restores, Apply applies', async () => {
    const counted: URLSearchParams[] = []
    server.use(
      // Counted as the provider counts: the same search with listings=false, reading count.
      http.get('http://127.0.0.1:8787/listings', ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('listings') !== 'false') return undefined
        counted.push(params)
        return HttpResponse.json({ page: 1, numPages: 0, pageSize: 8, count: 1234, listings: [] })
      }),
    )
    const { user, router } = await setUp()
    // The phone's Filters button is shown by a max-width media query, which jsdom never matches.
    await user.click(screen.getByRole('button', { name: 'Filters', hidden: true }))
    let drawer = await screen.findByRole('dialog', { name: 'Filters' })
    expect(
      await within(drawer).findByRole('button', { name: 'See 1,234 homes' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await user.click(within(drawer).getByRole('checkbox', { name: 'Sold' }))
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull()
    })
    expect(router.state.location.search).not.toContain('sold=1')

    await user.click(screen.getByRole('button', { name: 'Filters', hidden: true }))
    drawer = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(drawer).getByRole('checkbox', { name: 'Sold' })).not.toBeChecked()
    await user.click(within(drawer).getByRole('checkbox', { name: 'Sold' }))
    await user.click(
      await within(drawer).findByRole('button', { name: 'See 1,234 homes' }, { timeout: 5000 }),
    )
    await waitFor(() => {
      expect(router.state.location.search).toContain('sold=1')
    })
    expect(counted.at(-1)?.getAll('status')).toEqual(['A', 'U'])
    expect(counted.at(-1)?.get('sortBy')).toBeTruthy()
  })
  it.each([
    {
      language: 'en' as const,
      active: 'Active',
      days: 'Days on market',
      sold: 'Sold',
      within: 'Sold within',
      week: '7 days',
      quarter: '90 days',
    },
    {
      language: 'fr' as const,
      active: 'Actives',
      days: 'Jours sur le marché',
      sold: 'Vendues',
      within: 'Vendues depuis',
      week: '7 jours',
      quarter: '90 jours',
    },
  ])(
    "the phone's drawer offers the menus' periods in $language; a period turns its status on",
    async ({ language, active, days, sold, within: soldWithin, week, quarter }) => {
      const { user, router } = await setUp('/map', language)
      const filters = language === 'en' ? 'Filters' : 'Filtres'
      await user.click(await screen.findByRole('button', { name: filters, hidden: true }))
      const drawer = await screen.findByRole('dialog', { name: filters })
      expect(within(drawer).getByRole('checkbox', { name: active })).toBeChecked()
      const activeDays = within(drawer).getByRole('radiogroup', { name: days })
      await user.click(within(activeDays).getByRole('radio', { name: week }))
      expect(within(drawer).getByRole('checkbox', { name: sold })).not.toBeChecked()
      const soldDays = within(drawer).getByRole('radiogroup', { name: soldWithin })
      await user.click(within(soldDays).getByRole('radio', { name: quarter }))
      expect(within(drawer).getByRole('checkbox', { name: sold })).toBeChecked()
      // The apply button reads 'Counting…' until the new count answers; it names the count after.
      await user.click(await within(drawer).findByRole('button', { name: /^(See|Voir)/ }))
      await waitFor(() => {
        expect(new URLSearchParams(router.state.location.search).get('soldDays')).toBe('90')
      })
      const query = new URLSearchParams(router.state.location.search)
      expect([query.get('days'), query.get('sold')]).toEqual(['7', '1'])
    },
  )
})
