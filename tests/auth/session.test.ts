import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../src/app/store'
import {
  refreshSession,
  SESSION_REFRESH_MS,
  SIGN_OUT_REDIRECT_MS,
  signOutAndLeave,
  startSessionRefresh,
} from '../../src/features/auth/session'
import { selectSessionStatus, selectSessionUser } from '../../src/features/auth/sessionSlice'
import { authClient } from '../../src/services/authClient'

const amira = {
  idToken: 'a.b.c',
  user: { given_name: 'Amira', family_name: 'Haddad', email: 'amira@example.ca' },
}

function activeCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith('activeSession='))
    ?.split('=')[1]
}

afterEach(() => {
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
})

describe('session', () => {
  it('refreshes the session every 1,200,000 ms and redirects 100 ms after signing out', () => {
    expect(SESSION_REFRESH_MS).toBe(1_200_000)
    expect(SIGN_OUT_REDIRECT_MS).toBe(100)
  })

  it('is unknown at start, then active with the cookie set true', async () => {
    vi.spyOn(authClient, 'session').mockResolvedValue(amira)
    const store = makeStore()
    expect(selectSessionStatus(store.getState())).toBe('unknown')
    expect(await refreshSession(store.dispatch)).toBe(true)
    expect(selectSessionStatus(store.getState())).toBe('active')
    expect(selectSessionUser(store.getState())).toEqual(amira.user)
    expect(activeCookie()).toBe('true')
  })

  it('is inactive with the cookie set false when the session fails', async () => {
    vi.spyOn(authClient, 'session').mockRejectedValue(new Error('NotAuthorizedException'))
    const store = makeStore()
    expect(await refreshSession(store.dispatch)).toBe(false)
    expect(selectSessionStatus(store.getState())).toBe('inactive')
    expect(activeCookie()).toBe('false')
  })

  it('asks for a refreshed session only when one appeared active', async () => {
    const session = vi.spyOn(authClient, 'session').mockResolvedValue(amira)
    const store = makeStore()
    await refreshSession(store.dispatch)
    expect(session).toHaveBeenLastCalledWith(false)
    await refreshSession(store.dispatch)
    expect(session).toHaveBeenLastCalledWith(true)
  })

  it('refreshes once on start and then every 20 minutes until stopped', async () => {
    vi.useFakeTimers()
    const session = vi.spyOn(authClient, 'session').mockResolvedValue(amira)
    const store = makeStore()
    const stop = startSessionRefresh(store.dispatch)
    expect(session).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS - 1)
    expect(session).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(session).toHaveBeenCalledTimes(2)
    expect(session).toHaveBeenLastCalledWith(true)
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS)
    expect(session).toHaveBeenCalledTimes(3)
    stop()
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS * 3)
    expect(session).toHaveBeenCalledTimes(3)
  })

  it('signs out: cookie false, session ended, local storage cleared, then leaves after 100 ms', async () => {
    vi.useFakeTimers()
    vi.spyOn(authClient, 'session').mockResolvedValue(amira)
    const signOut = vi.spyOn(authClient, 'signOut').mockResolvedValue()
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      assign,
      protocol: 'https:',
    } as unknown as Location)
    const store = makeStore()
    await refreshSession(store.dispatch)
    window.localStorage.setItem('draft', 'x')

    const leaving = signOutAndLeave(store.dispatch, { path: '/auth/login' }, '/real-estate')
    await vi.advanceTimersByTimeAsync(0)
    expect(signOut).toHaveBeenCalled()
    expect(activeCookie()).toBe('false')
    expect(selectSessionStatus(store.getState())).toBe('inactive')
    expect(window.localStorage.length).toBe(0)
    expect(assign).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(SIGN_OUT_REDIRECT_MS)
    await leaving
    expect(assign).toHaveBeenCalledWith('/real-estate/auth/login')
  })
})
