import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { connectionErrorMiddleware } from '../features/shell/notifications/connectionErrors'
import { notificationsSlice } from '../features/shell/notifications/notificationsSlice'
import { realtyApi } from '../services/realtyApi'

const rootReducer = combineSlices(notificationsSlice, realtyApi)

export type RootState = ReturnType<typeof rootReducer>

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(realtyApi.middleware, connectionErrorMiddleware),
    preloadedState,
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
