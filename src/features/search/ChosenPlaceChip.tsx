import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks'
import { mapPointSegment } from '../../lib/mapPoint'
import { placeNamed, selectChosenPlace } from './chosenPlace'
import { polygonSet, selectSettings, streetPinSet } from './searchState'

/** A map address that names a city (/map/toronto), not a point (/map/43.65;-79.38). */
const onCityMap = (pathname: string) => /^\/map\/[^/;]+$/.test(pathname)

/**
 * The chosen place in the search box, as a chip: removing it drops the place from the search
 * (its outline and street pin) and, on a city's map, stays where the map is.
 */
export function ChosenPlaceChip() {
  const { t } = useTranslation('search')
  const chosen = useAppSelector(selectChosenPlace)
  // The view is read when the chip is removed: the chip is not drawn again for every pan.
  const store = useAppStore()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [query] = useSearchParams()
  if (!chosen) return null

  const remove = () => {
    dispatch(placeNamed(null))
    dispatch(streetPinSet(null))
    dispatch(polygonSet(null))
    if (!onCityMap(pathname) && !query.has('neighborhood')) return
    const { center, zoom } = selectSettings(store.getState())
    const next = new URLSearchParams(query)
    next.delete('neighborhood')
    next.set('z', String(zoom))
    void navigate({ pathname: `/map/${mapPointSegment(center)}`, search: next.toString() })
  }

  return (
    <Chip
      size="small"
      label={chosen.name}
      onDelete={remove}
      // The chip's own delete icon is not focusable: the chip is, and Delete or Backspace on it
      // removes it; its name says so.
      aria-label={t('removePlace', { name: chosen.name })}
      sx={{ mr: 1, maxWidth: 160 }}
    />
  )
}
