import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { BOX_NAME, expectComboboxTookOver } from './comboboxHandover'

// In a file of its own: the combobox's code must not have loaded yet (a module keeps it).
describe("the phone's search page before its combobox loads", () => {
  it('takes the focus as it appears, so the letters typed meanwhile land in its box', async () => {
    server.use(...searchHandlers([]))
    await renderWithProviders(undefined, {
      route: '/search',
      routes: [{ path: '/search', element: <SearchBox page focusOnMount /> }],
    })
    const plain = screen.getByLabelText(BOX_NAME)
    expect(plain).not.toHaveAttribute('autocapitalize')
    expect(plain).toHaveFocus()
    fireEvent.change(plain, { target: { value: 'Li' } })
    await expectComboboxTookOver('Li')
  })
})
