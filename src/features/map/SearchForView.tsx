import { useLayoutEffect, useMemo, type RefObject } from 'react'
import { useStore, type Store } from './mapStore'
import type { ChosenStreet, MapViewState } from './mapView'
import { useAddressFollowsView } from './useMapAddress'
import { useChosenStreet } from './useChosenStreet'
import { useMapRoom } from './useMapRoom'
import { useMapSearch, type BaseQuery, type MapSearch } from './useMapSearch'
import type { MapPlace } from './useMapPlace'

/** What the map shows for its view: the search, the chosen street's line and the drawer's scope. */
export interface ShownSearch extends MapSearch {
  readonly chosenStreet: ChosenStreet | null
  /** The area the filter drawer counts in: the map's, or none while nothing is in view. */
  readonly scope: Readonly<Record<string, string>>
  /** The view's pins are asked for and not yet on the map. */
  readonly loading: boolean
}

const NO_SCOPE: ShownSearch['scope'] = {}

/**
 * The map's search for the view the map reports, run in a component that draws nothing and
 * hands it to `shown`: a pan's end redraws this and what reads `shown` (the pins, the count, the
 * results), not the map page. It also marks the map's box with the pins' state
 * (data-pins-status, which tests wait for) and has the address follow the view. It comes after
 * the map's box in the page, so the box is there when it first measures and marks it.
 */
export function SearchForView({
  view: viewStore,
  shown,
  baseQuery,
  visited,
  viewStoppedRef,
  mapBox,
  place,
  lastUrlViewRef,
}: {
  readonly view: Store<MapViewState | null>
  readonly shown: Store<ShownSearch | null>
  readonly baseQuery: BaseQuery
  readonly visited: ReadonlySet<string>
  readonly viewStoppedRef: RefObject<number | null>
  readonly mapBox: RefObject<HTMLElement | null>
  readonly place: Pick<MapPlace, 'pointKey' | 'citySlug' | 'overlay'>
  readonly lastUrlViewRef: RefObject<string | null>
}) {
  const view = useStore(viewStore, (current) => current)
  const room = useMapRoom(mapBox)
  const search = useMapSearch(view, baseQuery, visited, viewStoppedRef, room)
  const chosenStreet = useChosenStreet(view)
  const { area, nothingInView, status } = search
  const loading = !nothingInView && status === 'loading'
  const scope = useMemo(
    () => (area === undefined || nothingInView ? NO_SCOPE : { map: area }),
    [area, nothingInView],
  )
  useAddressFollowsView(view, !loading, place, place.overlay !== undefined, lastUrlViewRef)
  // Before the page can paint, so the pins and the count arrive in the same frame as ever.
  useLayoutEffect(() => {
    shown.set({ ...search, chosenStreet, scope, loading })
    mapBox.current?.setAttribute('data-pins-status', status)
  }, [shown, search, chosenStreet, scope, loading, mapBox, status])
  return null
}
