import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit'
import { connectionErrorMiddleware } from '../features/shell/notifications/connectionErrors'
import { notificationsSlice } from '../features/shell/notifications/notificationsSlice'

/**
 * Slices and APIs that load with the screens that need them add themselves to this interface
 * (declaration merging) and to the reducer with `rootReducer.inject`, so the entry bundle carries
 * only the shell's own state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer =
  combineSlices(notificationsSlice).withLazyLoadedSlices<LazyLoadedSlices>()

/** Middleware of lazily loaded APIs (RTK Query) joins every store through this. */
export const dynamicMiddleware = createDynamicMiddleware()

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(connectionErrorMiddleware, dynamicMiddleware.middleware),
    preloadedState,
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
