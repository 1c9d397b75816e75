import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from '../../src/boot/afterFirstPaint'
import { moduleList, preloadModules } from '../../src/boot/preloadModules'

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('resolves in a task after the next frame, not in the frame itself', async () => {
    vi.useFakeTimers()
    let frame: FrameRequestCallback | undefined
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback
      return 1
    })
    let done = false
    void afterFirstPaint().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(50)
    expect(done).toBe(false)
    frame?.(0)
    await Promise.resolve()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('resolves without a frame in a hidden tab, which paints none', async () => {
    vi.useFakeTimers()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    let done = false
    void afterFirstPaint().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
    expect(frame).not.toHaveBeenCalled()
  })
})

describe('preloadModules', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['/a.js', ['/a.js']],
    [' /a.js  /b.js ', ['/a.js', '/b.js']],
  ])('reads the list %j as %j', (list, files) => {
    expect(moduleList(list)).toEqual(files)
  })

  it('adds a cross-origin module preload link per file', () => {
    preloadModules(document, ['/real-estate/assets/c-a.js', '/real-estate/assets/c-b.js'])
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/real-estate/assets/c-a.js',
      '/real-estate/assets/c-b.js',
    ])
    expect(links.every((link) => link.crossOrigin === '')).toBe(true)
  })

  it('adds the links a few per task, the first at once', async () => {
    vi.useFakeTimers()
    document.head.replaceChildren()
    const files = Array.from({ length: 20 }, (_, i) => `/real-estate/assets/c-${String(i)}.js`)
    preloadModules(document, files)
    const count = () => document.head.querySelectorAll('link[rel=modulepreload]').length
    expect(count()).toBe(8)
    await vi.advanceTimersToNextTimerAsync()
    expect(count()).toBe(16)
    await vi.runAllTimersAsync()
    expect(count()).toBe(20)
    vi.useRealTimers()
  })
})
