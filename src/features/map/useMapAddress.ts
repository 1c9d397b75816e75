import { useCallback, useEffect, useRef, type RefObject } from 'react'
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { useAppDispatch, useAppStore } from '../../app/hooks'
import { type LatLng } from '../../lib/mapMarkers'
import { mapPointSegment } from '../../lib/mapPoint'
import { whenIdle } from '../../lib/whenIdle'
import { placeNamed, polygonSet, selectSettings } from '../search'
import type { MapViewState } from './mapView'
import type { MapPlace } from './useMapPlace'
import { DRAWN_KEY } from './useDrawnArea'

/** A listing as the map's address names it. */
interface ListingAddress {
  readonly mlsNumber: string
  readonly boardId: number
}

export interface MapAddress {
  /** Opens the listing's overlay at the pin's place, keeping the map's zoom. */
  readonly openListing: (position: LatLng, listing: ListingAddress) => void
  readonly closeOverlay: () => void
  /** Drops the chosen or drawn area and stays where the map is. */
  readonly clearBounds: () => void
}

/**
 * The map's address follows the view on /map and /map/{lat};{lng} (replacing the entry, not on
 * a city, with an overlay open or while another navigation is under way). `lastUrlViewRef` is
 * the point and zoom last taken from or written to the URL.
 *
 * A new address redraws everything that reads the location (the header's links, the page), so
 * it is written only once the view's pins are on the map (`settled`) and the browser is idle:
 * never between a pan's end and its pins.
 */
export function useAddressFollowsView(
  view: MapViewState | null,
  settled: boolean,
  place: Pick<MapPlace, 'pointKey' | 'citySlug'>,
  overlayOpen: boolean,
  lastUrlViewRef: RefObject<string | null>,
): void {
  const navigate = useNavigate()
  // A navigation under way (the visitor leaving by a link) must not be replaced by the view's
  // address: writing it would cancel that navigation and keep the visitor on the map.
  const navigating = useNavigation().state !== 'idle'
  const location = useLocation()
  const { pathname } = location
  const state: unknown = location.state
  const [query] = useSearchParams()
  const { pointKey, citySlug } = place
  const zText = query.get('z')

  useEffect(() => {
    if (!view || !settled || citySlug || overlayOpen || navigating) return undefined
    if (!pathname.startsWith('/map')) return undefined
    const segment = mapPointSegment(view.center)
    const z = String(view.zoom)
    if (segment === pointKey && zText === z) return undefined
    return whenIdle(() => {
      lastUrlViewRef.current = `${segment}@${z}`
      const next = new URLSearchParams(query)
      next.set('z', z)
      // The entry keeps its state (the phone's list sheet has its own entry).
      void navigate(
        { pathname: `/map/${segment}`, search: next.toString() },
        { replace: true, state },
      )
    })
  }, [
    view,
    settled,
    citySlug,
    overlayOpen,
    navigating,
    pathname,
    state,
    pointKey,
    zText,
    query,
    navigate,
    lastUrlViewRef,
  ])
}

/**
 * Where the map's address goes when a listing is chosen or an area cleared. The map's centre and
 * zoom are the ones the app knows (the map reports each view it stops at), read when called.
 */
export function useMapAddress(): MapAddress {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const store = useAppStore()
  // The address's query as it is when a pin is chosen: read then, so a new address after a pan
  // does not make new callbacks (and draw the map again for them).
  const queryRef = useRef(query)
  useEffect(() => {
    queryRef.current = query
  }, [query])

  const openListing = useCallback(
    (position: LatLng, listing: ListingAddress) => {
      // The map keeps its zoom: without z the overlay's address would open at street level.
      const next = new URLSearchParams(queryRef.current)
      next.set('z', String(selectSettings(store.getState()).zoom))
      void navigate({
        pathname: `/map/${mapPointSegment(position)}/${encodeURIComponent(listing.mlsNumber)}/${String(listing.boardId)}`,
        search: next.toString(),
      })
    },
    [navigate, store],
  )

  const closeOverlay = useCallback(() => {
    const next = new URLSearchParams(queryRef.current)
    next.delete('z')
    void navigate({ pathname: '/map', search: next.toString() })
  }, [navigate])

  const clearBounds = useCallback(() => {
    dispatch(polygonSet(null))
    dispatch(placeNamed(null))
    const { center, zoom } = selectSettings(store.getState())
    const next = new URLSearchParams(queryRef.current)
    next.delete('neighborhood')
    next.delete(DRAWN_KEY)
    next.set('z', String(zoom))
    void navigate({ pathname: `/map/${mapPointSegment(center)}`, search: next.toString() })
  }, [dispatch, navigate, store])

  return { openListing, closeOverlay, clearBounds }
}
