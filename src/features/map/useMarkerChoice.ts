import { useCallback, useState } from 'react'
import { useAppDispatch, useAppStore } from '../../app/hooks'
import { CLUSTER_CLICK_ZOOM_STEP, clampZoom } from '../../lib/mapRules'
import type { MapMarker, PinListing } from '../../lib/mapMarkers'
import { selectSettings, viewChanged } from '../search'
import { listingKey, type PanelFocus } from './panelFocus'
import type { MapAddress } from './useMapAddress'

export interface MarkerChoice {
  /** The listings of a stacked pin, when one is open. */
  readonly stack: MapMarker | null
  readonly closeStack: () => void
  /** The pin last chosen: the results panel's card for it takes focus. */
  readonly panelFocus: PanelFocus | null
  readonly select: (marker: MapMarker) => void
  /** A listing chosen from an open stack. */
  readonly chooseFromStack: (listing: PinListing) => void
}

/**
 * What choosing a marker does: a cluster zooms in around it, a stack lists its listings, and a
 * single pin (or a stack's listing) opens its overlay and is marked visited. A cluster zooms in
 * from the zoom the app knows (the map reports each view it stops at), read when it is chosen.
 */
export function useMarkerChoice(
  openListing: MapAddress['openListing'],
  visit: (mlsNumber: string) => void,
): MarkerChoice {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const [stack, setStack] = useState<MapMarker | null>(null)
  const [panelFocus, setPanelFocus] = useState<PanelFocus | null>(null)

  const open = useCallback(
    (position: MapMarker['position'], listing: PinListing) => {
      visit(listing.mlsNumber)
      setPanelFocus({ key: listingKey(listing), at: Date.now() })
      openListing(position, listing)
    },
    [openListing, visit],
  )

  const select = useCallback(
    (marker: MapMarker) => {
      if (marker.variant === 'cluster') {
        const { zoom } = selectSettings(store.getState())
        dispatch(
          viewChanged({ center: marker.position, zoom: clampZoom(zoom + CLUSTER_CLICK_ZOOM_STEP) }),
        )
        return
      }
      const [only] = marker.listings
      if (marker.variant === 'stack' || !only) {
        setStack(marker)
        return
      }
      open(marker.position, only)
    },
    [dispatch, open, store],
  )

  const closeStack = useCallback(() => {
    setStack(null)
  }, [])
  const chooseFromStack = useCallback(
    (listing: PinListing) => {
      if (!stack) return
      setStack(null)
      open(stack.position, listing)
    },
    [open, stack],
  )
  return { stack, closeStack, panelFocus, select, chooseFromStack }
}
