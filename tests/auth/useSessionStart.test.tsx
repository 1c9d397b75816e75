import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../src/app/config'
import { makeStore } from '../../src/app/store'
import { StoreProvider } from '../../src/app/StoreProvider'
import { useSessionStart } from '../../src/features/auth/useSession'
import { sessionStarted } from '../../src/features/auth/sessionSlice'
import { authClient } from '../../src/services/authClient'

const lastAuthUser = `CognitoIdentityServiceProvider.${config.cognito.clientId}.LastAuthUser`
const amira = {
  idToken: 'a.b.c',
  user: { given_name: 'Amira', family_name: 'Haddad', email: 'amira@example.ca' },
}

function start() {
  const store = makeStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>{children}</StoreProvider>
  )
  return { store, ...renderHook(() => useSessionStart(), { wrapper }) }
}

afterEach(() => {
  document.cookie = `${lastAuthUser}=; max-age=0; path=/`
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
  vi.restoreAllMocks()
})

describe('useSessionStart: the session cycle the shell starts', () => {
  it('makes a visitor with no stored tokens a guest at once, without asking the identity provider', async () => {
    const session = vi.spyOn(authClient, 'session')
    const { result } = start()
    await waitFor(() => {
      expect(result.current).toBe('inactive')
    })
    expect(document.cookie).toContain('activeSession=false')
    expect(session).not.toHaveBeenCalled()
  })

  it('refreshes stored tokens once on start', async () => {
    document.cookie = `${lastAuthUser}=amira; path=/`
    const session = vi.spyOn(authClient, 'session').mockResolvedValue(amira)
    const { result } = start()
    await waitFor(() => {
      expect(result.current).toBe('active')
    })
    expect(session).toHaveBeenCalledTimes(1)
  })

  it('starts the cycle when the page signs in, without refreshing the fresh session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const session = vi.spyOn(authClient, 'session').mockResolvedValue(amira)
      const { result, store } = start()
      await waitFor(() => {
        expect(result.current).toBe('inactive')
      })
      act(() => {
        store.dispatch(sessionStarted(amira.user))
      })
      expect(result.current).toBe('active')
      // Let the session module load, then reach the first 20-minute refresh.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000)
      })
      expect(session).not.toHaveBeenCalled()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_200_000)
      })
      expect(session).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
