import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { resetLocationStore } from '../../src/features/search/locationStore'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The combobox's chunk arrives only when the test says so.
const gate = vi.hoisted(() => {
  let release: (() => void) | undefined
  const opened = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    opened,
    open: () => {
      release?.()
    },
  }
})
vi.mock('../../src/features/search/SearchCombobox', async (original) => {
  await gate.opened
  return original()
})

afterEach(() => {
  resetLocationStore()
})

describe('the search box before its suggestions arrive', { timeout: 20_000 }, () => {
  it('takes text in the same combobox, then hands over the text, caret, focus and open list', async () => {
    server.use(...searchHandlers([]))
    const { user } = await renderWithProviders(undefined, {
      route: '/about',
      routes: [{ path: '/about', element: <SearchBox /> }],
    })
    const standIn = screen.getByRole('combobox', { name: 'Search by city, address or MLS number' })
    expect(standIn).toHaveAttribute('placeholder', 'City, Address, MLS#')
    expect(standIn).toHaveAttribute('aria-expanded', 'false')
    expect(standIn).toHaveAttribute('aria-autocomplete', 'list')
    await user.type(standIn, 'Mis')
    expect(standIn).toHaveValue('Mis')

    gate.open()
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: /Search by city/ })).not.toBe(standIn)
    })
    const box = screen.getByRole('combobox', { name: /Search by city/ })
    expect(box).toHaveFocus()
    expect(box).toHaveValue('Mis')
    expect(box).toHaveProperty('selectionStart', 3)
    // The list opened by typing into the stand-in shows without another key.
    expect(
      await screen.findByRole('option', { name: /Mississauga Valleys/ }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await user.keyboard('s')
    expect(box).toHaveValue('Miss')
  })
})
