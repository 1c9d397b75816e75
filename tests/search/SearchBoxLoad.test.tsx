import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const BOX_NAME = 'Search by city, address or MLS number'

describe('the search box before its combobox loads', () => {
  it('keeps what is typed and the focus when the combobox takes its place', async () => {
    server.use(...searchHandlers([]))
    await renderWithProviders(undefined, {
      route: '/about',
      routes: [{ path: '/about', element: <SearchBox /> }],
    })
    const plain = screen.getByLabelText(BOX_NAME)
    // Typed at once, in the same task as the focus that starts loading the combobox.
    plain.focus()
    fireEvent.change(plain, { target: { value: 'Lib' } })
    // MUI's Autocomplete marks its input so; the plain box does not.
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: BOX_NAME })).toHaveAttribute(
        'autocapitalize',
        'none',
      )
    })
    const box = screen.getByRole('combobox', { name: BOX_NAME })
    expect(box).not.toBe(plain)
    expect(box).toHaveValue('Lib')
    await waitFor(() => {
      expect(box).toHaveFocus()
    })
  })
})
