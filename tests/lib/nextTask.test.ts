import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from '../../src/lib/nextTask'

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToMain })
    await nextTask()
    expect(yieldToMain).toHaveBeenCalledOnce()
  })

  it('otherwise resolves after queued microtasks, in a timer task', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    const done = nextTask().then(() => order.push('next task'))
    void Promise.resolve().then(() => order.push('microtask'))
    await done
    expect(order).toEqual(['microtask', 'next task'])
  })
})
