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
  selectStreetPin,
  useSearchUrl,
} from '../search'
import { DrawPanel } from './DrawControls'
import { HomesInView } from './HomesInView'
import { MapFooter } from './MapFooter'
import { MapToolbar } from './MapToolbar'
import type { MapOutline } from './mapView'
import { createStore, Subscribed } from './mapStore'
import { useMarkerLabel } from './markerLabels'
import { listingKey } from './panelFocus'
import { useMarkersPaintedCount } from './Painted'
import { SearchForView, type ShownSearch } from './SearchForView'
import { ShownMapView } from './ShownMapView'
import { mapStrings } from './strings'
import { useBaseOutlines } from './useBaseOutlines'
import { useCityArea } from './useCityArea'
import { useDrawnArea } from './useDrawnArea'
import { useMapAddress } from './useMapAddress'
import { useBaseQuery } from './useMapSearch'
import { useMapPlace } from './useMapPlace'
import { useMapStart } from './useMapStart'
import { useMapView } from './useMapView'
import { useMarkerChoice } from './useMarkerChoice'
import { usePanelUrl } from './usePanelUrl'
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
 * /map/{lat};{lng}/{mlsNumber}/{boardId} with the listing overlay open. The view and its search
 * live in stores (SearchForView): a pan redraws the pins, the count and the results, not this.
 */
export function MapPage() {
  useNamespace('map', mapStrings)
  const { t } = useTranslation('map')
  useSearchUrl()
  const dispatch = useAppDispatch()
  const polygon = useAppSelector(selectPolygon)
  const streetPin = useAppSelector(selectStreetPin)
  const satellite = useAppSelector(selectSatellite)
  const resultsOpen = useAppSelector(selectResultsOpen)
  useSheetHistory()
  usePanelUrl()

  const { view, onViewChange, viewStoppedRef } = useMapView()
  const [shown] = useState(() => createStore<ShownSearch | null>(null))
  const [panelShown, setPanelShown] = useState<ReadonlySet<string>>(() => new Set())
  const mapBox = useRef<HTMLDivElement>(null)
  const drawn = useDrawnArea(view)
  const [visited, visit] = useVisitedListings()
  const place = useMapPlace()
  const { cityName, overlay } = place
  const lastUrlViewRef = useMapStart(place, mapBox)
  useCityArea(cityName, place.neighbourhoodSlug, mapBox)
  const outlines = useBaseOutlines()
  const baseQuery = useBaseQuery()
  const address = useMapAddress()
  const choice = useMarkerChoice(address.openListing, visit)
  const markerLabel = useMarkerLabel()
  const onMarkersPainted = useMarkersPaintedCount(mapBox)

  const closeResults = useCallback(() => dispatch(resultsSet(false)), [dispatch])
  // The filter bar does not change with the pins or the view: it is not drawn again for them.
  const filterBar = useMemo(() => <FilterBar view="map" />, [])
  const polygonOutline = usePolygonOutline(polygon)

  return (
    <Box sx={screen}>
      <PageMeta
        {...t('meta.map', {
          returnObjects: true,
          place: polygon?.name ?? cityName ?? t('anywhere'),
        })}
      />
      <Box component="h1" sx={visuallyHidden}>
        {t('title')}
      </Box>
      <Subscribed store={shown} select={scopeOf}>
        {(scope) => <SearchScopeContext value={scope}>{filterBar}</SearchScopeContext>}
      </Subscribed>
      <Box sx={beside}>
        <Box sx={column}>
          <Subscribed store={shown} select={countOf}>
            {(count) => <HomesInView count={count} />}
          </Subscribed>
          <Box ref={mapBox} data-testid="map" sx={mapArea}>
            <Suspense fallback={null}>
              <ShownMapView
                shown={shown}
                minZoom={MIN_ZOOM}
                maxZoom={MAX_ZOOM}
                onViewChange={onViewChange}
                markerLabel={markerLabel}
                onMarkerSelect={choice.select}
                outlines={outlines}
                polygon={polygonOutline}
                streetPin={streetPin.visible ? streetPin.location : null}
                satellite={satellite}
                label={t('mapLabel')}
                onMarkersPainted={onMarkersPainted}
                draw={drawn.draw}
              />
            </Suspense>
            <MapToolbar drawn={drawn} />
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
          <Subscribed store={shown} select={areaOf}>
            {(area) => (
              <Suspense fallback={null}>
                <ResultsPanel
                  baseQuery={baseQuery}
                  area={area}
                  onClose={closeResults}
                  focus={choice.panelFocus}
                  onShown={setPanelShown}
                />
              </Suspense>
            )}
          </Subscribed>
        )}
      </Box>
      {choice.stack && (
        <Suspense fallback={null}>
          <StackDialog
            marker={choice.stack}
            baseQuery={baseQuery}
            onClose={choice.closeStack}
            onChoose={choice.chooseFromStack}
          />
        </Suspense>
      )}
      <SearchForView
        view={view}
        shown={shown}
        baseQuery={baseQuery}
        visited={visited}
        viewStoppedRef={viewStoppedRef}
        mapBox={mapBox}
        place={place}
        lastUrlViewRef={lastUrlViewRef}
      />
    </Box>
  )
}

const NO_SCOPE = {}
const scopeOf = (search: ShownSearch | null) => search?.scope ?? NO_SCOPE
const countOf = (search: ShownSearch | null) => (search?.loading ? undefined : search?.count)
const areaOf = (search: ShownSearch | null) => search?.area

/** The chosen city, neighbourhood or drawn area as the map draws it. */
function usePolygonOutline(polygon: ReturnType<typeof selectPolygon>): MapOutline | null {
  return useMemo<MapOutline | null>(
    () =>
      polygon ? { key: 'polygon', kind: 'polygon', name: polygon.name, path: polygon.path } : null,
    [polygon],
  )
}

const screen = {
  display: 'flex',
  flexDirection: 'column',
  height: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 72px)' },
  minHeight: 420,
} as const
const beside = { position: 'relative', flexGrow: 1, display: 'flex', minHeight: 0 } as const
const column = { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 } as const
const mapArea = { position: 'relative', flexGrow: 1, minHeight: 0 } as const

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
