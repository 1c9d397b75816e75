import type { StartRouteData } from '../../app/routeData'
import {
  GEOMETRY_KEEP_MS,
  LAKE_PATH,
  outlinesPath,
  readLake,
  readOutlines,
  type OutlineQuery,
} from '../../services/geometryRequests'
import { serviceCacheOf } from '../../services/serviceCache'

/**
 * The map's first data that does not depend on the view: the keyless base's lake and every city's
 * and neighbourhood's outline (the same calls MapPage makes, so it finds them under way). The pins
 * wait for the map's box, whose size sets the view's bounds.
 */
export const startMapData: StartRouteData = (store) => {
  const cache = serviceCacheOf(store)
  const ignore = () => undefined
  cache.load(LAKE_PATH, readLake, GEOMETRY_KEEP_MS.lake).catch(ignore)
  for (const query of [{ type: 'city' }, { type: 'neighbourhood' }] satisfies OutlineQuery[]) {
    cache.load(outlinesPath(query), readOutlines, GEOMETRY_KEEP_MS.outlines).catch(ignore)
  }
}
