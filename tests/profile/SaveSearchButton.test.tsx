// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { SavedSearchInput } from '../../contract/customer'
import { config } from '../../src/app/config'
import { useNamespace } from '../../src/app/useNamespace'
import { useSessionStart } from '../../src/features/auth'
import { SaveSearchButton } from '../../src/features/profile'
import { profileStrings } from '../../src/features/profile/strings'
import { accountNoticeStrings } from '../../src/features/profile/useAccountNotice'
import { authClient } from '../../src/services/authClient'
import { cognito } from '../msw/cognito'
import { customerService } from '../msw/customer'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The secure token cookies need an https page, as in production; hence the options above.

afterEach(async () => {
  await authClient.signOut()
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
  window.sessionStorage.clear()
})

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

const SEARCH = '/list/on/toronto?sortBy=listPriceAsc'

/** A search screen as the shell runs it: the session started, the button in its toolbar. */
function SearchScreen() {
  useNamespace('profile', profileStrings)
  useSessionStart()
  return <SaveSearchButton />
}

/** The customer service's save call: what was posted, answered with `status`. */
function savedSearchesCall(status: number) {
  const posted: SavedSearchInput[] = []
  server.use(
    http.post(`${config.customerApiUrl}/user/saved-searches`, async ({ request }) => {
      if (!request.headers.get('authorization')?.startsWith('Bearer ')) {
        return HttpResponse.json({ message: 'A valid ID token is required.' }, { status: 401 })
      }
      const body = (await request.json()) as SavedSearchInput
      posted.push(body)
      if (status !== 201) return HttpResponse.json({ message: 'Refused.' }, { status })
      return HttpResponse.json(
        { ...body, id: 1, savedAt: '2026-11-24T10:00:00.000Z' },
        { status: 201 },
      )
    }),
  )
  return posted
}

async function openDialog() {
  server.use(cognito().handler, ...customerService().handlers)
  await authClient.signIn('amira@example.ca', 'Secret#2026')
  const rendered = await renderWithProviders(undefined, {
    route: SEARCH,
    routes: [{ path: '/list/on/toronto', element: <SearchScreen /> }],
  })
  const button = await screen.findByRole('button', { name: 'Save this search' })
  await waitFor(() => {
    expect(button).toBeEnabled()
  })
  await rendered.user.click(button)
  const dialog = await screen.findByRole('dialog', { name: 'Save this search' })
  const name = within(dialog).getByRole('textbox', { name: 'Search name' })
  await rendered.user.clear(name)
  await rendered.user.type(name, 'Cheap')
  return { ...rendered, dialog }
}

function PlaceScreen() {
  useNamespace('profile', profileStrings)
  // The saved notice's strings, ready before the dialog: a French screen would suspend for them
  // inside the click that opens it.
  useNamespace('accountNotices', accountNoticeStrings)
  useSessionStart()
  return <SaveSearchButton place="Toronto" />
}

describe('the name a search is offered under', { timeout: 60_000 }, () => {
  it.each([
    [
      'en',
      'Save this search',
      'Search name',
      'Save',
      'Toronto · for sale · 2+ beds · up to $900,000',
    ],
    [
      'fr',
      'Sauvegarder cette recherche',
      'Nom de la recherche',
      'Enregistrer',
      'Toronto · à vendre · 2+ ch. · jusqu’à 900\u00a0000\u00a0$',
    ],
  ] as const)(
    'says what the search is, so Save works at once (%s)',
    async (language, open, label, save, expected) => {
      const posted = savedSearchesCall(201)
      server.use(cognito().handler, ...customerService().handlers)
      await authClient.signIn('amira@example.ca', 'Secret#2026')
      const { user } = await renderWithProviders(undefined, {
        route: '/list/on/toronto?beds=2&maxPrice=900000',
        routes: [{ path: '/list/on/toronto', element: <PlaceScreen /> }],
        language,
      })
      const button = await screen.findByRole('button', { name: open })
      await waitFor(() => {
        expect(button).toBeEnabled()
      })
      await user.click(button)
      const dialog = await screen.findByRole('dialog', { name: open })
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue(expected)
      const saveButton = within(dialog).getByRole('button', { name: save })
      expect(saveButton).toBeEnabled()
      await user.click(saveButton)
      await waitFor(() => {
        expect(posted.map((search) => search.name)).toEqual([expected])
      })
    },
  )
})

describe('saving a search', { timeout: 60_000 }, () => {
  it('keeps the search, with its path and query, under the name the customer gives it', async () => {
    const posted = savedSearchesCall(201)
    const { user, dialog, store } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
    expect(posted).toEqual([{ name: 'Cheap', path: SEARCH, polygon: null, frequency: 'daily' }])
    // Confirmed in the app's snackbar.
    expect(store.getState().notifications.items.map((item) => item.message)).toContain(
      'accountNotices:searchSaved',
    )
    // Pressed again, it offers to save the search anew.
    await user.click(screen.getByRole('button', { name: 'Saved.' }))
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument()
    // (Behind the open dialog, the button is hidden from assistive technology.)
    expect(
      screen.getByRole('button', { name: 'Save this search', hidden: true }),
    ).toBeInTheDocument()
  })

  it('opens again without the last failure, keeping the name typed', async () => {
    savedSearchesCall(500)
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Could not save. Please try again.')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
    await user.click(screen.getByRole('button', { name: 'Save this search' }))
    const again = await screen.findByRole('dialog', { name: 'Save this search' })
    expect(within(again).getByRole('textbox', { name: 'Search name' })).toHaveValue('Cheap')
    expect(within(again).queryByText('Could not save. Please try again.')).not.toBeInTheDocument()
  })

  it('says so when the service refuses it, and keeps the dialog and the name', async () => {
    const posted = savedSearchesCall(500)
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Could not save. Please try again.')).toBeInTheDocument()
    expect(posted).toHaveLength(1)
    expect(within(dialog).getByRole('textbox', { name: 'Search name' })).toHaveValue('Cheap')
  })
})
