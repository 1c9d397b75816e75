import { dispatchThunk, type StartRouteData } from '../../app/routeData'
import { mapApi } from './mapApi'

/**
 * The map's first data that does not depend on the view: the keyless base's lake and every city's
 * and neighbourhood's outline (the same calls MapPage makes). The pins wait for the map's box,
 * whose size sets the view's bounds.
 */
export const startMapData: StartRouteData = (store) => {
  const { lakeOutline, placeOutlines } = mapApi.endpoints
  void dispatchThunk(store, lakeOutline.initiate(undefined, { subscribe: false }))
  void dispatchThunk(store, placeOutlines.initiate({ type: 'city' }, { subscribe: false }))
  void dispatchThunk(store, placeOutlines.initiate({ type: 'neighbourhood' }, { subscribe: false }))
}
