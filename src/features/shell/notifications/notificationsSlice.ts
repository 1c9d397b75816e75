import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit'
import type { ParseKeys } from 'i18next'

export type NotificationAction = 'reload' | 'dismiss'
export type NotificationSeverity = 'info' | 'success' | 'warning' | 'error'

/**
 * Where notices' strings live: the shell's own in the common namespace, which the app starts
 * with; a screen's in that screen's namespace (`map:…`, `accountNotices:…`), which the part that
 * raises the notice has loaded, so the entry carries none of them.
 */
export const NOTICE_NAMESPACES = ['common', 'map', 'accountNotices'] as const
export type NoticeNamespaces = typeof NOTICE_NAMESPACES

export interface AppNotification {
  readonly id: string
  /** A translation key, so a notice follows a language switch. */
  readonly message: ParseKeys<NoticeNamespaces>
  readonly severity: NotificationSeverity
  /** Persistent notices stay until their cause goes away; others hide on their own. */
  readonly persistent: boolean
  readonly actions: readonly NotificationAction[]
}

export type NotificationInput = Omit<AppNotification, 'id' | 'actions' | 'persistent'> &
  Partial<Pick<AppNotification, 'id' | 'actions' | 'persistent'>>

export interface NotificationsState {
  readonly items: readonly AppNotification[]
}

const initialState: NotificationsState = { items: [] }

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        // A notice with a known id (offline, new version) replaces itself instead of stacking.
        const others = state.items.filter((item) => item.id !== action.payload.id)
        return { items: [...others, action.payload] }
      },
      prepare(input: NotificationInput) {
        return {
          payload: {
            id: input.id ?? nanoid(),
            message: input.message,
            severity: input.severity,
            persistent: input.persistent ?? false,
            actions: input.actions ?? ['dismiss'],
          },
        }
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      return { items: state.items.filter((item) => item.id !== action.payload) }
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
})

export const { notify, dismiss } = notificationsSlice.actions
export const { selectNotifications } = notificationsSlice.selectors
