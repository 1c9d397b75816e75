import type { PlaceArea } from '../../../contract/realty'
import { buildLocationIndex, type LocationIndex, type StoredPlace } from '../../lib/locationStore'

type Fetch = (url: string) => Promise<{ data?: unknown; error?: unknown }>

const asPlace = (area: PlaceArea): StoredPlace => ({
  name: area.name,
  city: area.city,
  // The local service's places are all in Ontario, as its /locations answers say.
  state: 'ON',
  location: area.center,
  aliases: area.aliases,
})

let loading: Promise<LocationIndex> | undefined

/**
 * The in-browser location store, loaded once per page from the service's city and neighbourhood
 * areas (the same data the keyless map draws). A failed load is forgotten, so the next lookup
 * tries again; meanwhile `/locations` answers.
 */
export function locationStore(get: Fetch): Promise<LocationIndex> {
  loading ??= Promise.all([get('/polygons?type=city'), get('/polygons?type=neighbourhood')]).then(
    ([cities, neighbourhoods]) => {
      if (cities.error !== undefined || neighbourhoods.error !== undefined) {
        throw new Error('The location store could not load its places')
      }
      const areas = (result: { data?: unknown }) =>
        (result.data as { polygons: PlaceArea[] }).polygons.map(asPlace)
      return buildLocationIndex(areas(cities), areas(neighbourhoods))
    },
  )
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** Forgets the loaded store (tests start each page afresh). */
export function resetLocationStore(): void {
  loading = undefined
}
