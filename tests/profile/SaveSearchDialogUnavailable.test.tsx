// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { act, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleErrors } from '../consoleErrors'
import { useNamespace } from '../../src/app/useNamespace'
import { useSessionStart } from '../../src/features/auth'
import { SaveSearchButton } from '../../src/features/profile'
import { profileStrings } from '../../src/features/profile/strings'
import { authClient } from '../../src/services/authClient'
import { cognito } from '../msw/cognito'
import { customerService } from '../msw/customer'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The dialog loads on the first press; here its code cannot be fetched (offline).
vi.mock('../../src/features/profile/SaveSearchDialog', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

afterEach(async () => {
  await authClient.signOut()
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
  window.sessionStorage.clear()
})

configure({ asyncUtilTimeout: 10_000 })

function SearchScreen() {
  useNamespace('profile', profileStrings)
  useSessionStart()
  return (
    <>
      <SaveSearchButton />
      <p>The search results</p>
    </>
  )
}

describe('a save-search dialog whose code cannot load', { timeout: 60_000 }, () => {
  it('leaves the search screen as it was', async () => {
    // React reports the failure its boundary caught.
    expectConsoleErrors()
    server.use(cognito().handler, ...customerService().handlers)
    await authClient.signIn('amira@example.ca', 'Secret#2026')
    const { user } = await renderWithProviders(undefined, {
      route: '/list/on/toronto',
      routes: [{ path: '/list/on/toronto', element: <SearchScreen /> }],
    })
    const button = await screen.findByRole('button', { name: 'Save this search' })
    await waitFor(() => {
      expect(button).toBeEnabled()
    })
    await user.click(button)
    // The press asked for the dialog's code first, so once this later ask has failed, the press's
    // has too; React then commits whatever that failure would change (nothing opens).
    await act(async () => {
      await expect(import('../../src/features/profile/SaveSearchDialog')).rejects.toThrow()
    })
    expect(screen.getByText('The search results')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeEnabled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
