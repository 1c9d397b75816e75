import { describe, expect, it } from 'vitest'
import { makeStore } from '../../src/app/store'
import {
  dismiss,
  notify,
  selectNotifications,
} from '../../src/features/shell/notifications/notificationsSlice'

describe('notifications slice', () => {
  it('adds a notice with an id, dismiss action and transient by default', () => {
    const store = makeStore()
    store.dispatch(notify({ message: 'notifications.connection', severity: 'error' }))
    const [item] = selectNotifications(store.getState())
    expect(item).toMatchObject({ persistent: false, actions: ['dismiss'] })
    expect(item?.id).toEqual(expect.any(String))
  })

  it('replaces a notice with the same id instead of stacking it', () => {
    const store = makeStore()
    const offline = {
      id: 'offline',
      message: 'notifications.offline',
      severity: 'warning',
    } as const
    store.dispatch(notify(offline))
    store.dispatch(notify({ message: 'notifications.connection', severity: 'error' }))
    store.dispatch(notify(offline))
    expect(selectNotifications(store.getState()).map((item) => item.id)).toEqual([
      expect.any(String),
      'offline',
    ])
  })

  it('dismisses by id', () => {
    const store = makeStore()
    store.dispatch(notify({ id: 'x', message: 'notifications.offline', severity: 'warning' }))
    store.dispatch(dismiss('x'))
    expect(selectNotifications(store.getState())).toEqual([])
  })
})
