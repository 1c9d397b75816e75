import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../consoleErrors'
import { answerTrends } from '../msw/trends'
import { renderWithProviders } from '../renderWithProviders'

describe('trends page', { timeout: 20_000 }, () => {
  it('asks for Toronto, 4 beds, 6 months, the sold statistics, and the window before, then shows the content', async () => {
    const asked = answerTrends()
    await renderWithProviders(undefined, { route: '/trends' })
    expect(screen.getByTestId('trends-loading')).toBeInTheDocument()
    expect(await screen.findByTestId('tile-avgSoldPrice')).toHaveTextContent('$1,000,000')
    expect(asked).toHaveLength(2)
    const params = asked.find((request) => !request.has('maxSoldDate'))
    const previous = asked.find((request) => request.has('maxSoldDate'))
    expect(params?.get('city')).toBe('Toronto')
    expect(params?.get('minBeds')).toBe('0')
    expect(params?.get('maxBeds')).toBe('4')
    // Homes and condos only: commercial sales are not homes sold.
    expect(params?.getAll('class')).toEqual(['residential', 'condo'])
    expect(previous?.getAll('class')).toEqual(['residential', 'condo'])
    expect(params?.get('status')).toBe('U')
    expect(params?.get('lastStatus')).toBe('Sld')
    expect(params?.get('listings')).toBe('false')
    expect(params?.get('aggregateStatistics')).toBe('true')
    expect(params?.get('aggregates')).toBe('details.propertyType')
    expect(params?.get('statistics')).toContain('grp-mth')
    expect(params?.get('statistics')).not.toMatch(/cmp-previous|pct-aboveBelowList/)
    // The window before, of the same length, ends the day before this one starts.
    const start = Date.parse(params?.get('minSoldDate') ?? '')
    expect(Date.parse(previous?.get('maxSoldDate') ?? '')).toBe(start - 86_400_000)
    expect(previous?.get('city')).toBe('Toronto')
    expect(previous?.get('status')).toBe('U')
    const minSold = new Date(`${params?.get('minSoldDate') ?? ''}T00:00:00Z`)
    const days = (Date.now() - minSold.getTime()) / 86_400_000
    // The first of the month six months back.
    expect(params?.get('minSoldDate')).toMatch(/-01$/)
    expect(days).toBeGreaterThan(180)
    expect(days).toBeLessThan(213)

    // Changes against the previous period: 1,000,000 vs 950,000 is up 5.3 %.
    expect(screen.getByTestId('tile-avgSoldPrice')).toHaveTextContent(
      'Up 5.3 % vs the previous 6 months',
    )
    // Sold at 103 % of asking against 98 % before.
    expect(screen.getByTestId('tile-soldToAsking')).toHaveTextContent('103')
    expect(screen.getByTestId('tile-soldToAsking')).toHaveTextContent(/Up 5(\.0)? pts/)
    expect(screen.getByTestId('tile-avgDaysOnMarket')).toHaveTextContent('Down 15 %')
    expect(
      screen.getByRole('img', { name: /^Average Days on Market & Property Listings/ }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: /^Average Price & Sales Volume Over Time/ }),
    ).toBeInTheDocument()
    // The charts' figures as tables for screen readers.
    expect(
      screen.getByRole('table', {
        name: 'Average Price & Sales Volume Over Time: figures by month',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Listings' })).toHaveAttribute(
      'href',
      '/list/toronto',
    )
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Map Search' }),
    ).toHaveAttribute('href', '/map/toronto')
    expect(screen.getByTestId('insights-overview')).toHaveTextContent(
      'In Toronto, 91 homes with up to 4 bedrooms sold, at an average of $1,000,000',
    )
    expect(screen.getByTestId('trends-disclaimer')).toBeInTheDocument()
    // Each two-scale chart names what its left and right axes measure.
    for (const axes of screen.getAllByTestId(/-axes$/)) {
      expect(axes.textContent).toMatch(/^◀ .+\S.* ▶$/)
    }
    expect(screen.getAllByTestId(/-axes$/).length).toBe(2)
  })

  it('points out only home types in both rankings with at least 10 sales, as an observation', async () => {
    answerTrends()
    await renderWithProviders(undefined, { route: '/trends' })
    const byCount = await screen.findByTestId('types-by-count')
    const byPrice = screen.getByTestId('types-by-price')
    expect(within(byCount).getAllByRole('row')).toHaveLength(6)
    expect(within(byPrice).getAllByRole('row')).toHaveLength(6)
    // Commercial and Other are not homes; Condo Townhouse (6) and Multiplex (3) sold too few.
    const highlighted = byCount.querySelectorAll('[data-exceptional]')
    expect([...highlighted].map((row) => row.querySelector('th')?.textContent)).toEqual([
      'DetachedSells often at high prices',
      'Condo AptSells often at high prices',
      'Semi-DetachedSells often at high prices',
    ])
    expect(within(byPrice).queryByText('Sells often at high prices')).toBeNull()
    expect(screen.queryByText(/Commercial|Exceptional investment/)).toBeNull()
    expect(screen.getByText(/not investment advice/)).toBeInTheDocument()
  })

  it('ranks by average list price only the types with at least 3 sales, and says so', async () => {
    answerTrends()
    await renderWithProviders(undefined, { route: '/trends' })
    const byPrice = await screen.findByRole('table', { name: /^Highest average list price/ })
    expect(byPrice).toHaveTextContent('Types with at least 3 sales')
    expect(within(byPrice).getByRole('rowheader', { name: 'Multiplex' })).toBeInTheDocument()
  })

  it('says so when no type sold often enough to rank by its average', async () => {
    answerTrends({ fewByType: true })
    await renderWithProviders(undefined, { route: '/trends' })
    const byCount = await screen.findByTestId('types-by-count')
    expect(within(byCount).getAllByRole('row')).toHaveLength(6)
    const byPrice = screen.getByTestId('types-by-price')
    expect(within(byPrice).getAllByRole('row')).toHaveLength(2)
    expect(byPrice).toHaveTextContent('No type sold 3 times or more in this period.')
  })

  it('reads the filters from the URL and refetches when one changes', async () => {
    const asked = answerTrends()
    const { user, router } = await renderWithProviders(undefined, {
      route: '/trends?city=Markham&maxBeds=2',
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Market trends in Markham' }),
    ).toBeInTheDocument()
    await screen.findByTestId('tile-avgSoldPrice')
    const current = () => asked.filter((request) => !request.has('maxSoldDate'))
    expect(current().at(-1)?.get('city')).toBe('Markham')
    expect(current().at(-1)?.get('maxBeds')).toBe('2')

    await user.click(screen.getByRole('switch', { name: 'Include older data (7 years)' }))
    await waitFor(() => {
      expect(router.state.location.search).toContain('olderData=true')
    })
    await screen.findByTestId('tile-avgSoldPrice')
    const years =
      (Date.now() - Date.parse(current().at(-1)?.get('minSoldDate') ?? '')) / (365.25 * 86_400_000)
    expect(Math.round(years)).toBe(7)
    expect(current()).toHaveLength(2)
    expect(asked).toHaveLength(4)
  })

  it('rewrites an older spelling of the city as its slug', async () => {
    answerTrends()
    const { router } = await renderWithProviders(undefined, {
      route: '/trends?city=Richmond%20Hill&maxBeds=2',
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Market trends in Richmond Hill' }),
    ).toBeInTheDocument()
    expect(router.state.location.search).toBe('?city=richmond-hill&maxBeds=2')
    await screen.findByTestId('tile-avgSoldPrice')
  })

  it('says plainly where a sold-price figure is withheld for too few sales', async () => {
    answerTrends({ withheld: true })
    await renderWithProviders(undefined, { route: '/trends' })
    const tile = await screen.findByTestId('tile-avgSoldPrice')
    expect(tile).toHaveTextContent('—')
    expect(tile).toHaveTextContent('Not shown: fewer than 10 sales')
    expect(screen.getByTestId('tile-medSoldPrice')).toHaveTextContent('Not shown')
    expect(screen.getByTestId('price-note')).toHaveTextContent(
      /No average sold price for May 2026: fewer than 10 sales that month/,
    )
  })

  it('sets a caveat under its percentage changes when they rest on few sales', async () => {
    answerTrends({ fewBefore: true })
    await renderWithProviders(undefined, { route: '/trends' })
    expect(
      await screen.findByText(
        'These changes rest on few sales (7 in the smaller period): read them as a hint, not a trend.',
      ),
    ).toBeInTheDocument()
  })

  it('sets no caveat when both periods have enough sales', async () => {
    answerTrends()
    await renderWithProviders(undefined, { route: '/trends' })
    expect(await screen.findByTestId('tile-avgSoldPrice')).toBeInTheDocument()
    expect(screen.queryByText(/rest on few sales/)).toBeNull()
  })

  it('shows the error alert when the statistics fail', async () => {
    expectConsoleErrors()
    answerTrends({ fail: true })
    await renderWithProviders(undefined, { route: '/trends' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('There is an error — check it out!')
    expect(alert).toHaveTextContent('Failed to fetch market data.')
  })

  it('starts the statistics with its code: the page asks nothing more', async () => {
    const asked = answerTrends()
    await renderWithProviders(undefined, { route: '/trends?city=Mississauga', routeData: true })
    expect(await screen.findByTestId('tile-avgSoldPrice')).toBeInTheDocument()
    expect(asked).toHaveLength(2)
    expect(asked.map((request) => request.get('city'))).toEqual(['Mississauga', 'Mississauga'])
  })
})
