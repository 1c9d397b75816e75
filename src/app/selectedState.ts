import { createContext } from 'react'
import { createSelectorHook, type ReactReduxContextValue } from 'react-redux'

/**
 * What the app's selectors read (`useAppSelector` and the RTK Query hooks): the store, or, while
 * the browser hydrates a page the build rendered, a still picture of the state the build drew it
 * with (AppProviders). react-redux's own context still carries the store itself, for dispatching
 * and for code that reads the state as it is now.
 */
export const SelectedStateContext = createContext<ReactReduxContextValue | null>(null)

/** `useSelector` over `SelectedStateContext`. */
export const useSelectedState = createSelectorHook(SelectedStateContext)
