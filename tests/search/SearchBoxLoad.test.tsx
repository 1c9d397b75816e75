import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SearchBox } from '../../src/features/search'
import { searchHandlers } from '../msw/searchHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { BOX_NAME, expectComboboxTookOver } from './comboboxHandover'

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
    const box = await expectComboboxTookOver('Lib')
    expect(box).not.toBe(plain)
  })
})
