import { useDispatch, useStore } from 'react-redux'
import { useSelectedState } from './selectedState'
import type { AppDispatch, AppStore, RootState } from './store'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelectedState.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
