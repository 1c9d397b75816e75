import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  isStaleRegistration,
  registerServiceWorker,
} from '../../src/features/shell/pwa/serviceWorker'

const { register, workboxTarget } = vi.hoisted(() => ({
  register: vi.fn(() => Promise.resolve(undefined)),
  workboxTarget: [] as unknown[],
}))
vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(...target: unknown[]) {
      workboxTarget.splice(0, workboxTarget.length, ...target)
    }
    register = register
  },
}))

const origin = 'https://homewise.ca'
const target = { scope: '/real-estate/', scriptUrl: '/real-estate/sw.js' }

function registration(scope: string, scriptURL: string | undefined) {
  const worker = scriptURL ? ({ scriptURL } as ServiceWorker) : null
  return { scope, active: worker, waiting: null, installing: null }
}

describe('isStaleRegistration', () => {
  it.each([
    { scope: `${origin}/real-estate/`, script: `${origin}/real-estate/sw.js`, stale: false },
    { scope: `${origin}/`, script: `${origin}/sw.js`, stale: true },
    {
      scope: `${origin}/real-estate/`,
      script: `${origin}/real-estate/service-worker.js`,
      stale: true,
    },
    { scope: `${origin}/real-estate/`, script: undefined, stale: true },
  ])('scope $scope with $script is stale: $stale', ({ scope, script, stale }) => {
    expect(isStaleRegistration(registration(scope, script), target, origin)).toBe(stale)
  })
})

describe('registerServiceWorker', () => {
  let idle: IdleRequestCallback | undefined
  const getRegistrations = vi.fn(() => Promise.resolve([]))

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    idle = undefined
    getRegistrations.mockClear()
    register.mockClear()
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle = callback
      return 1
    })
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations },
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  /** The browser's full idle periods, back to back, for `ms`. */
  function idleFor(ms: number) {
    for (let elapsed = 0; elapsed <= ms; elapsed += 50) {
      vi.advanceTimersByTime(50)
      idle?.({ didTimeout: false, timeRemaining: () => 50 })
    }
  }

  it('waits for the page to settle, then registers the worker for the scope', async () => {
    const registered = registerServiceWorker(target)
    // Idle moments between the first screen's tasks are not enough.
    for (let index = 0; index < 5; index += 1) {
      vi.advanceTimersByTime(200)
      idle?.({ didTimeout: false, timeRemaining: () => 50 })
    }
    await Promise.resolve()
    expect(getRegistrations).not.toHaveBeenCalled()
    idleFor(1100)
    await registered
    expect(getRegistrations).toHaveBeenCalledTimes(1)
    expect(register).toHaveBeenCalledTimes(1)
    expect(workboxTarget).toEqual([target.scriptUrl, { scope: target.scope }])
  })
})
