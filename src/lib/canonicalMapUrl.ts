import { parseMapPoint } from './mapPoint'
import { canonicalPlaceSlug } from './placeSlug'

/**
 * The map address written the one way place slugs are written, when the given one is written
 * otherwise (an older link: "/map/C%C3%B4te-St.%20Luc?neighborhood=Le%20Village" →
 * "/map/cote-st-luc?neighborhood=le-village"); a point segment (`/map/{lat};{lng}`) and the other
 * query parameters are kept as they are. Undefined when it already is.
 */
export function canonicalMapUrl(
  segments: { readonly place?: string; readonly mlsNumber?: string; readonly boardId?: string },
  search: URLSearchParams,
): string | undefined {
  const { place, mlsNumber, boardId } = segments
  const placeIsCity = place !== undefined && place !== '' && !parseMapPoint(place)
  const city = placeIsCity ? canonicalPlaceSlug(place) : place
  const neighbourhood = search.get('neighborhood')
  const canonicalNeighbourhood = neighbourhood === null ? null : canonicalPlaceSlug(neighbourhood)
  if (city === place && canonicalNeighbourhood === neighbourhood) return undefined
  const query = new URLSearchParams(search)
  if (canonicalNeighbourhood !== null) query.set('neighborhood', canonicalNeighbourhood)
  const path = ['/map', city, mlsNumber, boardId].filter(Boolean).join('/')
  const text = query.toString()
  return text === '' ? path : `${path}?${text}`
}
