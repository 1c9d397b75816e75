import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PHOTO_WAIT_MS, photoPainted } from '../../src/app/pageStart'

/** A page whose photo decodes as `decode` says; hidden, so a painted frame is the next task. */
function page(decode: () => Promise<void>): Window {
  const image = { src: '', decode }
  return {
    document: { visibilityState: 'hidden', createElement: () => image },
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
  } as unknown as Window
}

/** Whether the promise has settled a few milliseconds from now. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(5)
  return done
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe("the app's code waits for the page's first photo", () => {
  it('until the photo has loaded and a frame has painted it', async () => {
    let load: () => void = () => undefined
    const painted = photoPainted(
      page(() => new Promise<void>((resolve) => (load = resolve))),
      '/cdn/C1-1',
    )
    expect(await settled(painted)).toBe(false)
    load()
    expect(await settled(painted)).toBe(true)
  })

  it('not at all when the photo fails to load', async () => {
    const painted = photoPainted(
      page(() => Promise.reject(new Error('404'))),
      '/cdn/C1-1',
    )
    expect(await settled(painted)).toBe(true)
  })

  it(`at most ${String(PHOTO_WAIT_MS)} ms for a photo that is slow to come`, async () => {
    const painted = photoPainted(
      page(() => new Promise<void>(() => undefined)),
      '/cdn/C1-1',
    )
    await vi.advanceTimersByTimeAsync(PHOTO_WAIT_MS - 10)
    expect(await settled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(5)
    expect(await settled(painted)).toBe(true)
  })
})
