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

const desktopMatchMedia = window.matchMedia.bind(window)

afterEach(() => {
  resetLocationStore()
  window.matchMedia = desktopMatchMedia
})

/** The attributes the stand-in shares with the combobox's field. */
const fieldAttributes = (element: HTMLElement) =>
  Object.fromEntries(
    [
      'id',
      'type',
      'placeholder',
      'aria-label',
      'aria-autocomplete',
      'aria-expanded',
      'autocomplete',
      'autocapitalize',
      'spellcheck',
      'enterkeyhint',
    ].map((name) => [name, element.getAttribute(name)]),
  )

describe('the search box before its suggestions arrive', { timeout: 20_000 }, () => {
  // First: the combobox's chunk stays held back until the next test opens the gate.
  it("opens /search on a phone when the hero's box takes focus", async () => {
    window.matchMedia = (query: string): MediaQueryList =>
      Object.assign(desktopMatchMedia(query), { matches: query.includes('max-width') })
    const { user } = await renderWithProviders(undefined, {
      route: '/',
      routes: [
        { path: '/', element: <SearchBox tone="hero" openSearchPageOnFocus /> },
        { path: '/search', element: <p>search page</p> },
      ],
    })
    await user.click(screen.getByRole('combobox', { name: /Search by city/ }))
    expect(await screen.findByText('search page')).toBeInTheDocument()
  })

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
    const attributes = fieldAttributes(standIn)
    expect(attributes).toMatchObject({
      type: 'text',
      autocomplete: 'off',
      autocapitalize: 'none',
      spellcheck: 'false',
      enterkeyhint: 'search',
    })
    await user.type(standIn, 'Mis')
    expect(standIn).toHaveValue('Mis')

    gate.open()
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: /Search by city/ })).not.toBe(standIn)
    })
    const box = screen.getByRole('combobox', { name: /Search by city/ })
    expect(box).toHaveFocus()
    // The combobox's field carries the stand-in's id and attributes (aria-expanded aside: open).
    expect({ ...fieldAttributes(box), 'aria-expanded': 'false' }).toEqual(attributes)
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
