import { Navigate, useParams, useSearchParams } from 'react-router'
import { canonicalMapUrl } from '../../lib/canonicalMapUrl'
import { MapPage } from './MapPage'

/** /map/…: an older spelling of the place is replaced by its slug (as list URLs are), then the map. */
export function MapRoute() {
  const params = useParams()
  const [search] = useSearchParams()
  const canonical = canonicalMapUrl(params, search)
  return canonical === undefined ? <MapPage /> : <Navigate replace to={canonical} />
}
