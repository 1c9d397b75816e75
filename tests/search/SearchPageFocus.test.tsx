import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const BOX_NAME = 'Search by city, address or MLS number'

// In a file of its own: the combobox's code must not have loaded yet (a module keeps it).
describe("the phone's search page before its combobox loads", () => {
  it('takes the focus as it appears, so the letters typed meanwhile land in its box', async () => {
    server.use(...searchHandlers([]))
    await renderWithProviders(undefined, {
      route: '/search',
      routes: [{ path: '/search', element: <SearchBox page focusOnMount /> }],
    })
    // The plain box: MUI's Autocomplete marks its own input with autocapitalize.
    const plain = screen.getByLabelText(BOX_NAME)
    expect(plain).not.toHaveAttribute('autocapitalize')
    expect(plain).toHaveFocus()
    fireEvent.change(plain, { target: { value: 'Li' } })
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: BOX_NAME })).toHaveAttribute(
        'autocapitalize',
        'none',
      )
    })
    const box = screen.getByRole('combobox', { name: BOX_NAME })
    expect(box).toHaveValue('Li')
    await waitFor(() => {
      expect(box).toHaveFocus()
    })
  })
})
