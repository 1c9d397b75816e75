import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenSettled } from '../../src/lib/whenSettled'

/** A browser's idle callbacks, run by hand: each at a time, with an idle period of some length. */
function idleCallbacks() {
  let waiting: IdleRequestCallback | undefined
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    waiting = callback
    return 1
  })
  vi.stubGlobal('cancelIdleCallback', () => {
    waiting = undefined
  })
  return {
    /** Moves the clock on by `after` ms, then runs the waiting callback with `idle` ms to spare. */
    idle(after: number, idle = 50) {
      vi.advanceTimersByTime(after)
      const callback = waiting
      waiting = undefined
      callback?.({ didTimeout: false, timeRemaining: () => idle })
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('whenSettled', () => {
  it.each([
    {
      case: 'a second of full idle periods back to back settles',
      periods: Array.from({ length: 24 }, () => [50, 50]),
      settled: true,
    },
    {
      case: 'short idle periods (frames to draw) never settle',
      periods: Array.from({ length: 100 }, () => [16, 10]),
      settled: false,
    },
    {
      case: 'a task between idle periods starts the second again',
      periods: [
        ...Array.from({ length: 15 }, () => [50, 50]),
        [300, 50],
        ...Array.from({ length: 15 }, () => [50, 50]),
      ],
      settled: false,
    },
    {
      case: 'a wait for the network with tasks around it is not quiet',
      periods: Array.from({ length: 20 }, (_, index) => [index % 2 === 0 ? 200 : 50, 50]),
      settled: false,
    },
  ])('$case', ({ periods, settled }) => {
    const browser = idleCallbacks()
    const work = vi.fn()
    whenSettled(work)
    for (const [after = 0, idle = 0] of periods) browser.idle(after, idle)
    expect(work).toHaveBeenCalledTimes(settled ? 1 : 0)
  })

  it('runs the work at the latest after its limit, once', () => {
    const browser = idleCallbacks()
    const work = vi.fn()
    whenSettled(work, 1000, 15_000)
    for (let elapsed = 0; elapsed < 15_000; elapsed += 16) browser.idle(16, 10)
    expect(work).toHaveBeenCalledTimes(1)
    browser.idle(50, 50)
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', () => {
    const browser = idleCallbacks()
    const work = vi.fn()
    whenSettled(work)()
    for (let index = 0; index < 30; index += 1) browser.idle(50, 50)
    vi.advanceTimersByTime(20_000)
    expect(work).not.toHaveBeenCalled()
  })

  it('runs in the next task where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const work = vi.fn()
    whenSettled(work)
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(work).toHaveBeenCalledTimes(1)
  })
})
