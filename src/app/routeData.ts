import type { LoaderFunctionArgs, Params, ShouldRevalidateFunctionArgs } from 'react-router'
import type { AppStore } from './store'

/** Where a screen is being opened: its route's parameters and the whole address. */
export interface RouteAddress {
  readonly params: Params
  readonly url: URL
}

/**
 * A screen's first data: dispatches the very requests its first render makes (the same endpoint
 * and the same arguments, so the screen's own query finds them under way or answered), and
 * returns without waiting for the answers.
 */
export type StartRouteData = (store: AppStore, at: RouteAddress) => void

/** Which parts of the address a screen's first data depends on (what re-runs it). */
export type DataDependsOn = 'path' | 'address' | 'nothing'

/** An action no reducer handles: it gives the store's reducer its injected parts' state. */
export const DATA_STARTING = 'app/routeDataStarting'

/** A route's `loader` and `shouldRevalidate`, spread into its route object. */
export interface RouteDataHooks {
  readonly loader?: (args: LoaderFunctionArgs) => Promise<null>
  readonly shouldRevalidate?: (args: ShouldRevalidateFunctionArgs) => boolean
}

/**
 * A route's loader that starts its screen's first data while the screen's code loads: the router
 * runs a route's loader and its `lazy` import at once, on the first load and on every
 * navigation. The loader fetches only the small module that knows the requests, dispatches them
 * and resolves at once, so the screen never waits for an answer (it shows its skeleton meanwhile).
 * Without a store (the build-time render) there is no loader: nothing is fetched at build.
 *
 * A screen whose data depends on less than the whole address is not re-run when the rest changes
 * (the map writes its view into the query as it pans).
 */
export function routeData(
  store: AppStore | undefined,
  dependsOn: DataDependsOn,
  load: () => Promise<StartRouteData>,
): RouteDataHooks {
  if (!store) return {}
  return {
    loader: async ({ params, request }) => {
      const start = await load()
      // An API or slice that the data's module injected has no state in the store until the next
      // action reaches the reducer, and RTK Query reads its own state before it dispatches.
      store.dispatch({ type: DATA_STARTING })
      start(store, { params, url: new URL(request.url) })
      return null
    },
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
      if (dependsOn === 'nothing') return false
      if (dependsOn === 'path') return currentUrl.pathname !== nextUrl.pathname
      return defaultShouldRevalidate
    },
  }
}

/**
 * The store's dispatch for RTK Query's thunks: its static type does not know the thunks of an
 * API whose middleware joins later (docs/decisions/014-lazy-store-injection.md).
 */
export function dispatchThunk<Result>(
  store: AppStore,
  thunk: (...args: never[]) => Result,
): Result {
  const dispatch = store.dispatch as unknown as (action: unknown) => Result
  return dispatch(thunk)
}
