import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAppDispatch } from '../../app/hooks'
import { detailPath } from '../../lib/addressSlug'
import { logger } from '../../lib/logger'
import { mapPointSegment } from '../../lib/mapPoint'
import { geocodedView, placeDestination } from '../../lib/searchSuggestions'
import { placeNamed } from './chosenPlace'
import type { SuggestionOption } from './SearchCombobox'
import { searchApi } from './searchApi'
import { placeChosen, polygonSet, streetPinSet, viewChanged } from './searchState'

/**
 * What choosing a suggestion does. Each choice is a new history entry: from the phone's search
 * page, Back returns to the search with its text (kept in the address).
 */
export function useChooseSuggestion(): (option: SuggestionOption) => Promise<void> {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return useCallback(
    async (option: SuggestionOption) => {
      const { item } = option
      if (item.kind === 'empty') return
      if (item.kind === 'listing') {
        dispatch(placeNamed(null))
        await navigate(
          detailPath({ mlsNumber: item.mlsNumber, boardId: item.boardId, address: item.address }),
        )
        return
      }
      if (item.kind === 'city' || item.kind === 'neighbourhood') {
        dispatch(streetPinSet(null))
        dispatch(placeChosen({ area: item.place.state, city: item.place.city }))
        dispatch(placeNamed({ name: item.place.name, kind: item.kind }))
        await navigate(
          placeDestination(pathname, {
            kind: item.kind,
            city: item.place.city,
            name: item.place.name,
          }),
        )
        return
      }
      // Another place: geocoded, centred, and its province and city join the search.
      try {
        const [result] = await dispatch(
          searchApi.endpoints.geocodePlace.initiate(item.prediction.place_id),
        ).unwrap()
        if (!result) return
        const view = geocodedView(result.address_components)
        const part = (type: string) =>
          result.address_components.find((component) => component.types.includes(type))
        const center = {
          latitude: result.geometry.location.lat,
          longitude: result.geometry.location.lng,
        }
        dispatch(polygonSet(null))
        dispatch(streetPinSet(view.streetPin ? center : null))
        dispatch(
          placeChosen({
            area: part('administrative_area_level_1')?.short_name ?? null,
            city: part('locality')?.long_name ?? null,
          }),
        )
        dispatch(viewChanged({ center, zoom: view.zoom }))
        dispatch(
          placeNamed({ name: item.prediction.structured_formatting.main_text, kind: 'place' }),
        )
        await navigate(`/map/${mapPointSegment(center)}?z=${String(view.zoom)}`)
      } catch (error) {
        logger.error('Geocoding the chosen place failed.', error)
      }
    },
    [dispatch, navigate, pathname],
  )
}
