import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { SelectedStateContext } from './selectedState'
import type { AppStore } from './store'

export interface StoreProviderProps {
  readonly store: AppStore
  /** What the app's selectors read (src/app/selectedState.ts): the store itself by default. */
  readonly selected?: AppStore
  readonly children: ReactNode
}

/** The store, for dispatching and reading the state as it is now, and for the app's selectors. */
export function StoreProvider({ store, selected = store, children }: StoreProviderProps) {
  return (
    <Provider store={store}>
      <Provider context={SelectedStateContext} store={selected}>
        {children}
      </Provider>
    </Provider>
  )
}
