import { screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

export const BOX_NAME = 'Search by city, address or MLS number'

/**
 * Waits for the search combobox to take the plain box's place (MUI's Autocomplete marks its input
 * with `autocapitalize`; the plain box does not), then checks it kept what was typed and the focus.
 */
export async function expectComboboxTookOver(typed: string): Promise<HTMLElement> {
  await waitFor(() => {
    expect(screen.getByRole('combobox', { name: BOX_NAME })).toHaveAttribute(
      'autocapitalize',
      'none',
    )
  })
  const box = screen.getByRole('combobox', { name: BOX_NAME })
  expect(box).toHaveValue(typed)
  await waitFor(() => {
    expect(box).toHaveFocus()
  })
  return box
}
