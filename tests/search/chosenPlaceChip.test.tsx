import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The map's own search box is another box than the one chosen from, as on the site.
const routes = [
  { path: '/about', element: <SearchBox /> },
  { path: '/map/*', element: <SearchBox dense /> },
]

const BOX_NAME = 'Search by city, address or MLS number'

async function setUp() {
  server.use(...searchHandlers([], {}))
  const rendered = await renderWithProviders(undefined, { route: '/about', routes })
  return { ...rendered, box: screen.getByRole('combobox', { name: BOX_NAME }) }
}

afterEach(() => {
  resetLocationStore()
})

describe('the chosen place in the search box', { timeout: 20_000 }, () => {
  it('stays in the box as a chip after a neighbourhood is chosen, and can be removed', async () => {
    const { user, box, router } = await setUp()
    await user.type(box, 'Port')
    await user.click(await screen.findByRole('option', { name: /Port Credit/ }, { timeout: 5000 }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/map/mississauga')
    })
    const chip = await screen.findByRole('button', { name: 'Remove Port Credit from the search' })
    expect(chip).toHaveTextContent('Port Credit')
    expect(screen.getByRole('combobox', { name: BOX_NAME })).toHaveValue('')

    chip.focus()
    await user.keyboard('{Delete}')
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Remove Port Credit/ })).toBeNull()
    })
    // The map stays where it is, without the neighbourhood.
    expect(router.state.location.pathname).toMatch(/^\/map\/-?[\d.]+;-?[\d.]+$/)
    expect(router.state.location.search).not.toContain('neighborhood')
  })

  it('names a chosen street in the box', async () => {
    const { user, box, router } = await setUp()
    await user.type(box, 'Miss')
    await user.click(
      await screen.findByRole('option', { name: /Mississauga Road/ }, { timeout: 5000 }),
    )
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/map/43.55;-79.66')
    })
    expect(
      await screen.findByRole('button', { name: 'Remove Mississauga Road from the search' }),
    ).toBeInTheDocument()
  })
})
