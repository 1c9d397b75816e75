import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { panelOpenInQuery, withPanel } from '../../lib/mapPanel'
import { resultsSet, selectResultsOpen } from '../search'

/**
 * Mirrors a wide screen's results panel in the address, as the filters are: it opens by default
 * beside the map, `panel=0` keeps it closed through a reload or a shared link, and closing or
 * opening it writes the address (in place: the panel is not a page to go Back to). A phone's list
 * is a sheet with a history entry of its own (useSheetHistory) and is left to it.
 */
export function usePanelUrl(): void {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const open = useAppSelector(selectResultsOpen)
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'))
  const urlOpen = panelOpenInQuery(new URLSearchParams(location.search), wide)
  /** The panel state this hook last wrote or restored: seeing it again is not a change. */
  const lastSeen = useRef<boolean | null>(null)
  /** The state as it was when a restore was dispatched, until the restore lands. */
  const stale = useRef<boolean | null>(null)

  // Address → state: on arrival, once the width is known, and when the address changes.
  useEffect(() => {
    if (!wide || urlOpen === lastSeen.current) return
    lastSeen.current = urlOpen
    stale.current = open
    if (open !== urlOpen) dispatch(resultsSet(urlOpen))
    // Only an address change restores; the state is read to recognise its stale value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, urlOpen, wide])

  // State → address: after the visitor opens or closes the panel.
  useEffect(() => {
    if (!wide) return
    if (stale.current !== null && open === stale.current) return
    stale.current = null
    if (open === lastSeen.current) return
    lastSeen.current = open
    const search = withPanel(new URLSearchParams(location.search), open, wide).toString()
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    )
    // Written when the state changes, from the address as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, wide])
}
