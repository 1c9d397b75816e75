import type { MarketFeed } from './marketFeed'

export interface FeedClockLog {
  info(details: object, message: string): void
  error(details: object, message: string): void
}

/**
 * Applies the due feed events on a timer: one check per event interval, at least a second
 * apart. The timer never keeps the process alive; the returned function stops it.
 */
export function startFeedClock(feed: MarketFeed, perMinute: number, log: FeedClockLog): () => void {
  if (perMinute <= 0) return () => undefined
  const timer = setInterval(
    () => {
      try {
        const events = feed.tick()
        if (events.length > 0) log.info({ events: events.length }, 'market feed applied events')
      } catch (error) {
        log.error({ err: error }, 'market feed tick failed')
      }
    },
    Math.max(1000, Math.round(60_000 / perMinute)),
  )
  timer.unref()
  return () => {
    clearInterval(timer)
  }
}
