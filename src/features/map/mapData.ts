import { config } from '../../app/config'
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
 * The map's first calls that do not depend on the view: the keyless base's lake and the outlines.
 * The HTML asks for the small ones (`withHtml`, a few kB); the neighbourhoods' outlines (about
 * 85 kB) start with the route's code instead, so they do not take a slow network's bandwidth from
 * the app's own code: the map draws none of them before its code has run.
 */
const FIRST_CALLS = [
  { path: LAKE_PATH, read: readLake, keepMs: GEOMETRY_KEEP_MS.lake, withHtml: true },
  ...(
    [
      { query: { type: 'city' }, withHtml: true },
      { query: { type: 'neighbourhood' }, withHtml: false },
    ] satisfies { query: OutlineQuery; withHtml: boolean }[]
  ).map(({ query, withHtml }) => ({
    path: outlinesPath(query),
    read: readOutlines,
    keepMs: GEOMETRY_KEEP_MS.outlines,
    withHtml,
  })),
]

/**
 * The map's first data that does not depend on the view: the keyless base's lake and every city's
 * and neighbourhood's outline (the same calls MapPage makes, so it finds them under way). The pins
 * wait for the map's box, whose size sets the view's bounds.
 */
export const startMapData: StartRouteData = (store) => {
  const cache = serviceCacheOf(store)
  const ignore = () => undefined
  for (const call of FIRST_CALLS) {
    cache.load<unknown>(call.path, call.read, call.keepMs).catch(ignore)
  }
}

/**
 * The addresses of those the HTML asks for, for the build to name in the map page's head: a guest's plain
 * `fetch` of them (src/services/serviceCache.ts) takes the answers the browser asked for with the
 * HTML.
 */
export function mapFirstRequests(): string[] {
  return FIRST_CALLS.filter((call) => call.withHtml).map(
    (call) => `${config.realtyApiUrl}${call.path}`,
  )
}
