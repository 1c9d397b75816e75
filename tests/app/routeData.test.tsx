import { act } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { routeData, type DataDependsOn, type StartRouteData } from '../../src/app/routeData'
import { makeStore } from '../../src/app/store'

const revalidation = (from: string, to: string) => ({
  currentUrl: new URL(`http://localhost${from}`),
  nextUrl: new URL(`http://localhost${to}`),
  currentParams: {},
  nextParams: {},
  defaultShouldRevalidate: true,
})

describe('routeData', () => {
  it('adds nothing without a store: the build-time render fetches no data', () => {
    expect(routeData(undefined, 'address', () => Promise.reject(new Error('never')))).toEqual({})
  })

  it.each<[DataDependsOn, string, string, boolean]>([
    ['nothing', '/map', '/map?lat=1', false],
    ['nothing', '/map', '/map/toronto', false],
    ['path', '/detail/a/1', '/detail/a/1?tab=2', false],
    ['path', '/detail/a/1', '/detail/b/2', true],
    ['address', '/list/on/toronto', '/list/on/toronto?page=2', true],
  ])('a route whose data depends on %s re-runs from %s to %s: %s', (dependsOn, from, to, runs) => {
    const { shouldRevalidate } = routeData(makeStore(), dependsOn, () =>
      Promise.resolve(() => undefined),
    )
    expect(shouldRevalidate?.(revalidation(from, to))).toBe(runs)
  })

  it("starts a screen's data while its code is still loading, with the address's parts", async () => {
    const store = makeStore()
    const start = vi.fn<StartRouteData>()
    const router = createMemoryRouter(
      [
        {
          path: '/list/:city',
          ...routeData(store, 'address', () => Promise.resolve(start)),
          // The screen's chunk never arrives: the data must not wait for it.
          lazy: () => new Promise<never>(() => undefined),
        },
      ],
      { initialEntries: ['/list/toronto?page=2'] },
    )
    await act(() => vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1)))
    const [storeGiven, address] = start.mock.calls[0] ?? []
    expect(storeGiven).toBe(store)
    expect(address?.params).toEqual({ city: 'toronto' })
    expect(`${address?.url.pathname ?? ''}${address?.url.search ?? ''}`).toBe(
      '/list/toronto?page=2',
    )
    expect(router.state.initialized).toBe(false)
    router.dispose()
  })
})
