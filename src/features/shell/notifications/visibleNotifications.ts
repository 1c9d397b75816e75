import type { AppNotification } from './notificationsSlice'

/**
 * Which notices fit in a stack of `max`: persistent ones first (they describe a state the user
 * must know about), then the newest transient ones in the room left.
 */
export function visibleNotifications(
  items: readonly AppNotification[],
  max: number,
): AppNotification[] {
  if (max <= 0) return []
  const persistent = items.filter((item) => item.persistent)
  const transient = items.filter((item) => !item.persistent)
  const room = Math.max(0, max - persistent.length)
  return [...persistent.slice(-max), ...(room > 0 ? transient.slice(-room) : [])]
}
