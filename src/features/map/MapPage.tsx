import Box from '@mui/material/Box'
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { MAX_ZOOM, MIN_ZOOM } from '../../lib/mapRules'
import { PageMeta } from '../../ui/PageMeta'
import {
  FilterBar,
  SearchScopeContext,
  resultsSet,
  selectPolygon,
  selectResultsOpen,
  selectSatellite,
  selectSettings,
  selectStreetPin,
  useSearchUrl,
} from '../search'
import { DrawPanel } from './DrawControls'
import { HomesInView } from './HomesInView'
import { MapFooter } from './MapFooter'
import { MapToolbar } from './MapToolbar'
import type { MapOutline } from './mapView'
import { MapViewAdapter } from './MapViewAdapter'
import { useMarkerLabel } from './markerLabels'
import { listingKey } from './panelFocus'
import { useMarkersPaintedCount } from './Painted'
import { mapStrings } from './strings'
import { useBaseOutlines } from './useBaseOutlines'
import { useChosenStreet } from './useChosenStreet'
import { useCityArea } from './useCityArea'
import { useDrawnArea } from './useDrawnArea'
import { useMapAddress } from './useMapAddress'
import { useMapSearch } from './useMapSearch'
import { useMapPlace } from './useMapPlace'
import { useMapRoom } from './useMapRoom'
import { useMapStart } from './useMapStart'
import { useMapView } from './useMapView'
import { useMarkerChoice } from './useMarkerChoice'
import { useSheetHistory } from './useSheetHistory'
import { useVisitedListings } from './visited'

// What the first paint of the map does not show loads when it is first opened.
const ListingOverlay = lazy(async () => ({
  default: (await import('./ListingOverlay')).ListingOverlay,
}))
const ResultsPanel = lazy(async () => ({ default: (await import('./ResultsPanel')).ResultsPanel }))
const StackDialog = lazy(async () => ({ default: (await import('./StackDialog')).StackDialog }))

/**
 * The map screen: /map, /map/{lat};{lng}?z=, /map/{city} and
 * /map/{lat};{lng}/{mlsNumber}/{boardId} with the listing overlay open.
 */
export function MapPage() {
  useNamespace('map', mapStrings)
  const { t } = useTranslation('map')
  useSearchUrl()
  const dispatch = useAppDispatch()
  const settings = useAppSelector(selectSettings)
  const polygon = useAppSelector(selectPolygon)
  const streetPin = useAppSelector(selectStreetPin)
  const satellite = useAppSelector(selectSatellite)
  const resultsOpen = useAppSelector(selectResultsOpen)
  useSheetHistory()

  const { view, onViewChange, viewStoppedRef, viewRef } = useMapView()
  const [panelShown, setPanelShown] = useState<ReadonlySet<string>>(() => new Set())
  const mapBox = useRef<HTMLDivElement>(null)
  const drawn = useDrawnArea(viewRef)
  const chosenStreet = useChosenStreet(view)
  const [visited, visit] = useVisitedListings()
  const place = useMapPlace()
  const { cityName, overlay } = place

  const lastUrlViewRef = useMapStart(place, mapBox)
  useCityArea(cityName, place.neighbourhoodSlug, mapBox)
  const outlines = useBaseOutlines()
  const room = useMapRoom(mapBox)
  const search = useMapSearch(view, visited, viewStoppedRef, room)
  const loading = !search.nothingInView && search.status === 'loading'
  const address = useMapAddress(
    view,
    search.zoom,
    place,
    overlay !== undefined,
    lastUrlViewRef,
    !loading,
  )
  const choice = useMarkerChoice(search.zoom, address.openListing, visit)
  const markerLabel = useMarkerLabel()
  const onMarkersPainted = useMarkersPaintedCount(mapBox)

  const closeResults = useCallback(() => dispatch(resultsSet(false)), [dispatch])
  // The filter bar does not change with the pins or the view: it is not drawn again for them.
  const filterBar = useMemo(() => <FilterBar view="map" />, [])
  const searchScope = useSearchScope(search.area, search.nothingInView)
  const polygonOutline = usePolygonOutline(polygon)

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 72px)' },
        minHeight: 420,
      }}
    >
      <PageMeta
        {...t('meta.map', {
          returnObjects: true,
          place: polygon?.name ?? cityName ?? t('anywhere'),
        })}
      />
      <Box component="h1" sx={visuallyHidden}>
        {t('title')}
      </Box>
      <SearchScopeContext value={searchScope}>{filterBar}</SearchScopeContext>
      <Box sx={{ position: 'relative', flexGrow: 1, display: 'flex', minHeight: 0 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
          <HomesInView count={loading ? undefined : search.count} />
          <Box
            ref={mapBox}
            data-testid="map"
            data-pins-status={search.status}
            sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}
          >
            <Suspense fallback={null}>
              <MapViewAdapter
                center={settings.center}
                zoom={settings.zoom}
                minZoom={MIN_ZOOM}
                maxZoom={MAX_ZOOM}
                onViewChange={onViewChange}
                markers={search.markers}
                markerLabel={markerLabel}
                onMarkerSelect={choice.select}
                outlines={outlines}
                polygon={polygonOutline}
                streetPin={streetPin.visible ? streetPin.location : null}
                chosenStreet={chosenStreet}
                satellite={satellite}
                label={t('mapLabel')}
                onMarkersPainted={onMarkersPainted}
                draw={drawn.draw}
              />
            </Suspense>
            <MapToolbar zoom={search.zoom} drawn={drawn} />
            <DrawPanel controls={drawn} />
            {overlay && (
              <Suspense fallback={null}>
                <ListingOverlay
                  {...overlay}
                  onClose={address.closeOverlay}
                  takeFocus={!(resultsOpen && panelShown.has(listingKey(overlay)))}
                />
              </Suspense>
            )}
          </Box>
          <MapFooter onClearBounds={address.clearBounds} />
        </Box>
        {resultsOpen && (
          <Suspense fallback={null}>
            <ResultsPanel
              baseQuery={search.baseQuery}
              area={search.area}
              onClose={closeResults}
              focus={choice.panelFocus}
              onShown={setPanelShown}
            />
          </Suspense>
        )}
      </Box>
      {choice.stack && (
        <Suspense fallback={null}>
          <StackDialog
            marker={choice.stack}
            baseQuery={search.baseQuery}
            onClose={choice.closeStack}
            onChoose={choice.chooseFromStack}
          />
        </Suspense>
      )}
    </Box>
  )
}

/** The drawer counts the search the map will show: its filters in the area on screen. */
function useSearchScope(area: string | undefined, nothingInView: boolean) {
  return useMemo(
    () => (area === undefined || nothingInView ? {} : { map: area }),
    [area, nothingInView],
  )
}

/** The chosen city, neighbourhood or drawn area as the map draws it. */
function usePolygonOutline(polygon: ReturnType<typeof selectPolygon>): MapOutline | null {
  return useMemo<MapOutline | null>(
    () =>
      polygon ? { key: 'polygon', kind: 'polygon', name: polygon.name, path: polygon.path } : null,
    [polygon],
  )
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
