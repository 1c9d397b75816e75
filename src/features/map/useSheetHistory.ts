import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { resultsSet, selectResultsOpen } from '../search'

/** The history entry's state while the phone's list sheet is open over the map. */
interface SheetState {
  readonly resultsSheet?: boolean
}

const onSheetEntry = (state: unknown) => (state as SheetState | null)?.resultsSheet === true

/**
 * On a phone the results list is a sheet over the whole map, so it has a history entry of its
 * own: opening it adds one, Back closes it (and stays on the map), and closing it by its button
 * takes the entry off again. On a wide screen the panel sits beside the map and has none.
 */
export function useSheetHistory() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const open = useAppSelector(selectResultsOpen)
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  const onEntry = onSheetEntry(location.state)
  // Whether this screen's history has the sheet's entry (so a page it left and came back to
  // through Back keeps it).
  const pushedRef = useRef(onEntry)

  useEffect(() => {
    if (!small) return
    if (open && !onEntry) {
      if (pushedRef.current) {
        // Back took the sheet's entry off: the sheet closes, the map stays.
        pushedRef.current = false
        dispatch(resultsSet(false))
        return
      }
      pushedRef.current = true
      const state: SheetState = { resultsSheet: true }
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state },
      )
      return
    }
    if (!open && onEntry) {
      // Closed by its own button: the entry it added goes.
      pushedRef.current = false
      void navigate(-1)
    }
  }, [small, open, onEntry, dispatch, navigate, location.pathname, location.search, location.hash])
}
