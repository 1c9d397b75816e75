import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { config } from '../../app/config'
import { rootReducer } from '../../app/store'
import { authCookieOptions, cookieAttributes } from '../../lib/authCookies'

/**
 * The session: unknown at start, then active or inactive. Kept
 * small and free of Amplify so the header can read it from the entry bundle.
 */
export type SessionStatus = 'unknown' | 'active' | 'inactive'

export interface SessionUserState {
  readonly given_name: string
  readonly family_name: string
  readonly email: string
}

export interface SessionState {
  readonly status: SessionStatus
  readonly user: SessionUserState | null
}

const initialState: SessionState = { status: 'unknown', user: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<SessionUserState>): SessionState {
      return { status: 'active', user: action.payload }
    },
    sessionEnded(): SessionState {
      return { status: 'inactive', user: null }
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
  },
})

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof sessionSlice> {}
}

const injected = sessionSlice.injectInto(rootReducer)

export const { sessionStarted, sessionEnded } = sessionSlice.actions
export const { selectSessionStatus, selectSessionUser } = injected.selectors

/** The activeSession cookie: true on sign-in or refresh, false on failure or sign-out. */
export function writeActiveSessionCookie(active: boolean): void {
  const options = authCookieOptions(window.location, config.basePath)
  document.cookie = `activeSession=${String(active)}${cookieAttributes(options)}`
}

export function readActiveSessionCookie(): boolean {
  return document.cookie.split('; ').includes('activeSession=true')
}
