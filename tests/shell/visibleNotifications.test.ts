import { describe, expect, it } from 'vitest'
import type { AppNotification } from '../../src/features/shell/notifications/notificationsSlice'
import { visibleNotifications } from '../../src/features/shell/notifications/visibleNotifications'

const note = (id: string, persistent = false): AppNotification => ({
  id,
  message: 'notifications.connection',
  severity: 'info',
  persistent,
  actions: ['dismiss'],
})

const ids = (items: AppNotification[]) => items.map((item) => item.id)

describe('visibleNotifications', () => {
  it.each([
    { name: 'nothing to show', items: [], max: 2, expected: [] },
    { name: 'fewer than max', items: [note('a')], max: 2, expected: ['a'] },
    {
      name: 'shell max 2 keeps the newest',
      items: [note('a'), note('b'), note('c')],
      max: 2,
      expected: ['b', 'c'],
    },
    {
      name: 'auth screens max 3',
      items: [note('a'), note('b'), note('c'), note('d')],
      max: 3,
      expected: ['b', 'c', 'd'],
    },
    {
      name: 'persistent first, then newest transient',
      items: [note('a'), note('off', true), note('b'), note('c')],
      max: 2,
      expected: ['off', 'c'],
    },
    {
      name: 'two persistent fill a stack of 2',
      items: [note('off', true), note('ver', true), note('c')],
      max: 2,
      expected: ['off', 'ver'],
    },
    { name: 'max 0 shows nothing', items: [note('a')], max: 0, expected: [] },
  ])('$name', ({ items, max, expected }) => {
    expect(ids(visibleNotifications(items, max))).toEqual(expected)
  })
})
