import AddIcon from '@mui/icons-material/Add'
import CloseIcon from '@mui/icons-material/Close'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import MyLocationIcon from '@mui/icons-material/MyLocation'
import RemoveIcon from '@mui/icons-material/Remove'
import SatelliteAltOutlinedIcon from '@mui/icons-material/SatelliteAltOutlined'
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { elevation, radius } from '../../app/theme/tokens'
import { useNamespace } from '../../app/useNamespace'
import { formatListingPrice, groupThousands } from '../../lib/format'
import { logger } from '../../lib/logger'
import {
  mapMarkers,
  mapPointSegment,
  parseMapPoint,
  pathBounds,
  zoomToFit,
  type MapMarker,
  type PinListing,
} from '../../lib/mapMarkers'
import {
  CLUSTER_CLICK_ZOOM_STEP,
  MAX_ZOOM,
  MIN_ZOOM,
  ZOOM_STEP,
  clampZoom,
  clusterLimit,
  clusterPrecision,
  pinsPerPage,
  zoomFromQuery,
} from '../../lib/mapRules'
import { nameFromSlug, placeFromSlug } from '../../lib/placeSlug'
import { NO_AREA, viewSearchArea } from '../../lib/viewArea'
import { listingsQuery } from '../../lib/searchFilters'
import { LazyTooltip } from '../../ui/LazyTooltip'
import {
  FilterBar,
  useSearchUrl,
  placeChosen,
  polygonSet,
  resultsSet,
  resultsToggled,
  satelliteSet,
  saveView,
  savedView,
  selectFilters,
  selectPolygon,
  selectResultsOpen,
  selectSatellite,
  selectSettings,
  selectShowActive,
  selectShowSold,
  selectSold,
  selectStreetPin,
  viewChanged,
} from '../search'
import { SaveSearchButton } from '../profile'
import { notify } from '../shell'
import { DrawButton, DrawPanel } from './DrawControls'
import { PIN_FIELDS, useLakeOutlineQuery, usePlaceOutlinesQuery } from './mapApi'
import type { MapOutline, MapViewState } from './mapView'
import { MapViewAdapter } from './MapViewAdapter'
import { listingKey, type PanelFocus } from './panelFocus'
import { mapStrings } from './strings'
import { DRAWN_KEY, useDrawnArea } from './useDrawnArea'
import { usePins } from './usePins'
import { markVisited, visitedListings } from './visited'
import { ScreenMeta } from '../../ui/PageMeta'

// What the first paint of the map does not show loads when it is first opened.
const ListingOverlay = lazy(async () => ({
  default: (await import('./ListingOverlay')).ListingOverlay,
}))
const ResultsPanel = lazy(async () => ({ default: (await import('./ResultsPanel')).ResultsPanel }))
const StackDialog = lazy(async () => ({ default: (await import('./StackDialog')).StackDialog }))

const GEOLOCATION_ERRORS = {
  1: 'notifications.geolocation.permissionDenied',
  2: 'notifications.geolocation.positionUnavailable',
  3: 'notifications.geolocation.timeout',
} as const

const controlButton = {
  bgcolor: 'background.paper',
  boxShadow: 2,
  '&:hover': { bgcolor: 'grey.100' },
} as const

/**
 * The map screen: /map, /map/{lat};{lng}?z=, /map/{city} and
 * /map/{lat};{lng}/{mlsNumber}/{boardId} with the listing overlay open.
 */
export function MapPage() {
  useNamespace('map', mapStrings)
  const { t, i18n } = useTranslation('map')
  const { language } = i18n
  useSearchUrl()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [query] = useSearchParams()
  const params = useParams()
  const small = useMediaQuery((theme) => theme.breakpoints.down('md'))

  const settings = useAppSelector(selectSettings)
  const filters = useAppSelector(selectFilters)
  const sold = useAppSelector(selectSold)
  const showActive = useAppSelector(selectShowActive)
  const showSold = useAppSelector(selectShowSold)
  const polygon = useAppSelector(selectPolygon)
  const streetPin = useAppSelector(selectStreetPin)
  const satellite = useAppSelector(selectSatellite)
  const resultsOpen = useAppSelector(selectResultsOpen)

  const [view, setView] = useState<MapViewState | null>(null)
  const [visited, setVisited] = useState(visitedListings)
  const [stack, setStack] = useState<MapMarker | null>(null)
  const [panelFocus, setPanelFocus] = useState<PanelFocus | null>(null)
  const [panelShown, setPanelShown] = useState<ReadonlySet<string>>(() => new Set())
  const mapBox = useRef<HTMLDivElement>(null)
  const drawn = useDrawnArea(view)

  const point = parseMapPoint(params.place)
  const citySlug = params.place && !point ? params.place : undefined
  const neighbourhoodSlug = query.get('neighborhood') ?? undefined
  const overlay = useMemo(
    () =>
      params.mlsNumber && params.boardId && /^\d{1,4}$/.test(params.boardId)
        ? { mlsNumber: params.mlsNumber, boardId: Number(params.boardId) }
        : undefined,
    [params.mlsNumber, params.boardId],
  )

  // Where the map starts: the URL's point, else the saved centre, else the browser's location,
  // else downtown Toronto at 14.
  const zText = query.get('z')
  const pointKey = point ? mapPointSegment(point) : null
  const lastUrlView = useRef<string | null>(null)
  useEffect(() => {
    if (pointKey === null) return
    const urlView = `${pointKey}@${zText ?? ''}`
    if (urlView === lastUrlView.current) return
    lastUrlView.current = urlView
    const target = parseMapPoint(pointKey)
    if (target) dispatch(viewChanged({ center: target, zoom: zoomFromQuery(zText) }))
  }, [dispatch, pointKey, zText])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (pointKey !== null || citySlug) return
    const saved = savedView()
    if (saved) {
      dispatch(viewChanged(saved))
      return
    }
    if (!('geolocation' in navigator)) return
    navigator.geolocation.getCurrentPosition(
      (position) => {
        dispatch(
          viewChanged({
            center: { latitude: position.coords.latitude, longitude: position.coords.longitude },
            zoom: settings.zoom,
          }),
        )
      },
      () => {
        // No location at start is not an error: the map stays on downtown Toronto.
      },
      { timeout: 5000, maximumAge: 600_000 },
    )
  }, [dispatch, pointKey, citySlug, settings.zoom])

  // /map/{city} (and ?neighborhood=): the place's polygon bounds the search.
  const cityName = citySlug ? nameFromSlug(citySlug) : undefined
  const { data: cityAreas } = usePlaceOutlinesQuery(
    neighbourhoodSlug
      ? { type: 'neighbourhood', city: cityName ?? '' }
      : { type: 'city', name: cityName ?? '' },
    { skip: !cityName },
  )
  useEffect(() => {
    if (!cityAreas || !cityName) return
    const area = neighbourhoodSlug
      ? cityAreas.find(
          (candidate) => placeFromSlug(neighbourhoodSlug, [candidate.name]) !== undefined,
        )
      : cityAreas[0]
    if (!area) return
    dispatch(
      polygonSet({
        name: area.name,
        type: area.type,
        city: area.city,
        center: area.center,
        path: area.path,
      }),
    )
    dispatch(placeChosen({ area: 'ON', city: area.city }))
    const bounds = pathBounds(area.path)
    const box = mapBox.current
    if (bounds) {
      dispatch(
        viewChanged({
          center: {
            latitude: (bounds.north + bounds.south) / 2,
            longitude: (bounds.east + bounds.west) / 2,
          },
          zoom: zoomToFit(
            bounds,
            box?.clientWidth ?? 1024,
            box?.clientHeight ?? 700,
            MIN_ZOOM,
            MAX_ZOOM,
          ),
        }),
      )
    }
  }, [cityAreas, cityName, neighbourhoodSlug, dispatch])

  // The keyless base: the lake, then every city and neighbourhood outline over it.
  const { data: lake } = useLakeOutlineQuery(undefined)
  const { data: cities } = usePlaceOutlinesQuery({ type: 'city' })
  const { data: neighbourhoods } = usePlaceOutlinesQuery({ type: 'neighbourhood' })
  const outlines = useMemo<MapOutline[]>(
    () => [
      ...(lake && lake.length > 2
        ? [{ key: 'lake:ontario', kind: 'lake' as const, name: 'Lake Ontario', path: lake }]
        : []),
      ...(cities ?? []).map((area) => ({
        key: `city:${area.name}`,
        kind: 'city' as const,
        name: area.name,
        path: area.path,
      })),
      ...(neighbourhoods ?? []).map((area) => ({
        key: `neighbourhood:${area.city}:${area.name}`,
        kind: 'neighbourhood' as const,
        name: area.name,
        path: area.path,
      })),
    ],
    [lake, cities, neighbourhoods],
  )

  // The search area is what is on screen, within the chosen or drawn polygon when there is one,
  // so pins, count and results follow the view; before the map reports a view, the polygon.
  const searchArea = useMemo(() => {
    if (view) return viewSearchArea(polygon?.path ?? null, view.bounds)
    if (!polygon) return undefined
    return JSON.stringify([polygon.path.map((p) => [p.longitude, p.latitude])])
  }, [polygon, view])
  const nothingInView = searchArea === NO_AREA

  const baseQuery = useMemo(
    () => listingsQuery(filters, sold, { active: showActive, sold: showSold }, new Date()),
    [filters, sold, showActive, showSold],
  )

  const zoom = view?.zoom ?? settings.zoom
  const pinsRequest = useMemo(
    () =>
      searchArea === undefined || nothingInView
        ? undefined
        : {
            ...baseQuery,
            map: searchArea,
            fields: PIN_FIELDS,
            resultsPerPage: pinsPerPage(zoom),
            // The provider clusters only when asked with cluster=true; a one-listing cluster
            // carries the pin's fields.
            cluster: true,
            clusterPrecision: clusterPrecision(zoom),
            clusterLimit: clusterLimit(zoom),
            clusterFields: PIN_FIELDS,
          },
    [baseQuery, searchArea, nothingInView, zoom],
  )
  // When the map last reported that the view stopped moving (the pins' 150 ms count from then).
  const viewStoppedRef = useRef<number | null>(null)
  const { data: pins, status } = usePins(pinsRequest, viewStoppedRef)

  const markers = useMemo(
    () =>
      pins && !nothingInView
        ? mapMarkers(
            pins,
            zoom,
            visited,
            (message, detail) => {
              logger.warn(message, detail)
            },
            language,
          )
        : [],
    [pins, nothingInView, zoom, visited, language],
  )

  const paintedCount = useRef(0)
  const onMarkersPainted = useCallback(() => {
    paintedCount.current += 1
    mapBox.current?.setAttribute('data-pins-painted', String(paintedCount.current))
  }, [])

  const onViewChange = useCallback(
    (next: MapViewState) => {
      viewStoppedRef.current = performance.now()
      setView(next)
      dispatch(viewChanged({ center: next.center, zoom: next.zoom }))
      saveView(next.center, next.zoom)
    },
    [dispatch],
  )

  // The URL follows the view on /map and /map/{lat};{lng} (not on a city or an overlay).
  useEffect(() => {
    if (!view || citySlug || overlay || !pathname.startsWith('/map')) return
    const segment = mapPointSegment(view.center)
    const z = String(view.zoom)
    if (segment === pointKey && zText === z) return
    lastUrlView.current = `${segment}@${z}`
    const next = new URLSearchParams(query)
    next.set('z', z)
    void navigate({ pathname: `/map/${segment}`, search: next.toString() }, { replace: true })
  }, [view, citySlug, overlay, pathname, pointKey, zText, query, navigate])

  const selectMarker = useCallback(
    (marker: MapMarker) => {
      if (marker.variant === 'cluster') {
        dispatch(
          viewChanged({ center: marker.position, zoom: clampZoom(zoom + CLUSTER_CLICK_ZOOM_STEP) }),
        )
        return
      }
      const [only] = marker.listings
      if (marker.variant === 'stack' || !only) {
        setStack(marker)
        return
      }
      setVisited(markVisited(only.mlsNumber))
      setPanelFocus({ key: listingKey(only), at: Date.now() })
      // The map keeps its zoom: without z the overlay's address would open at street level.
      const next = new URLSearchParams(query)
      next.set('z', String(zoom))
      void navigate({
        pathname: `/map/${mapPointSegment(marker.position)}/${encodeURIComponent(only.mlsNumber)}/${String(only.boardId)}`,
        search: next.toString(),
      })
    },
    [dispatch, navigate, query, zoom],
  )

  // Labels of markers that stay on the map are not worked out again after each pan.
  const markerLabel = useCallback(
    (marker: MapMarker) => {
      const signature = `${language}|${markerSignature(marker)}`
      const known = markerLabels.get(signature)
      if (known !== undefined) return known
      const label = labelOf(marker, t, language)
      if (markerLabels.size > 5000) markerLabels.clear()
      markerLabels.set(signature, label)
      return label
    },
    [language, t],
  )

  const closeOverlay = () => {
    const next = new URLSearchParams(query)
    next.delete('z')
    void navigate({ pathname: '/map', search: next.toString() })
  }

  // From the zoom last asked for, so quick presses add up while the map is still animating.
  const step = (delta: number) => {
    dispatch(viewChanged({ center: settings.center, zoom: clampZoom(settings.zoom + delta) }))
  }

  const locate = () => {
    if (!('geolocation' in navigator)) {
      dispatch(notify({ message: 'notifications.geolocation.default', severity: 'warning' }))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        dispatch(
          viewChanged({
            center: { latitude: position.coords.latitude, longitude: position.coords.longitude },
            zoom: Math.max(zoom, 14),
          }),
        )
      },
      (error) => {
        const key =
          error.code === 1 || error.code === 2 || error.code === 3
            ? GEOLOCATION_ERRORS[error.code]
            : 'notifications.geolocation.default'
        dispatch(notify({ message: key, severity: 'warning' }))
      },
      { timeout: 10_000 },
    )
  }

  const clearBounds = () => {
    dispatch(polygonSet(null))
    const center = view?.center ?? settings.center
    const next = new URLSearchParams(query)
    next.delete('neighborhood')
    next.delete(DRAWN_KEY)
    next.set('z', String(zoom))
    void navigate({ pathname: `/map/${mapPointSegment(center)}`, search: next.toString() })
  }

  const count = nothingInView ? 0 : pins?.count
  const closeResults = useCallback(() => dispatch(resultsSet(false)), [dispatch])
  // The filter bar does not change with the pins or the view: it is not drawn again for them.
  const filterBar = useMemo(() => <FilterBar view="map" />, [])
  const polygonOutline = useMemo<MapOutline | null>(
    () =>
      polygon ? { key: 'polygon', kind: 'polygon', name: polygon.name, path: polygon.path } : null,
    [polygon],
  )

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 72px)' },
        minHeight: 420,
      }}
    >
      <ScreenMeta
        screen="map"
        values={{ place: polygon?.name ?? cityName ?? t('pages.map.anywhere', { ns: 'common' }) }}
      />
      <Box component="h1" sx={visuallyHidden}>
        {t('title')}
      </Box>
      {filterBar}
      <Box sx={{ position: 'relative', flexGrow: 1, display: 'flex', minHeight: 0 }}>
        <Box
          ref={mapBox}
          data-testid="map"
          data-pins-status={status}
          sx={{ position: 'relative', flexGrow: 1, minWidth: 0 }}
        >
          <Suspense fallback={null}>
            <MapViewAdapter
              center={settings.center}
              zoom={settings.zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              onViewChange={onViewChange}
              markers={markers}
              markerLabel={markerLabel}
              onMarkerSelect={selectMarker}
              outlines={outlines}
              polygon={polygonOutline}
              streetPin={streetPin.visible ? streetPin.location : null}
              satellite={satellite}
              label={t('mapLabel')}
              onMarkersPainted={onMarkersPainted}
              draw={drawn.draw}
            />
          </Suspense>

          {/* The card surface (tokens, as the theme's Paper has them) without Paper itself, which
              no other part of the map's first paint uses. */}
          <Box
            role="status"
            aria-live="polite"
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRadius: `${String(radius)}px`,
              boxShadow: elevation.card,
              position: 'absolute',
              top: 12,
              left: '50%',
              transform: 'translateX(-50%)',
              zIndex: 500,
              px: 1.5,
              py: 0.5,
              fontSize: 14,
              fontWeight: 600,
            }}
          >
            {count === undefined || (!nothingInView && status === 'loading')
              ? t('loading')
              : t('homesInView', { count, formatted: groupThousands(count, language) })}
          </Box>

          <Box
            role="toolbar"
            aria-label={t('toolbar')}
            aria-orientation="vertical"
            sx={{
              position: 'absolute',
              right: 12,
              top: 12,
              zIndex: 500,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
            }}
          >
            {!small && (
              <LazyTooltip
                title={resultsOpen ? t('hideResults') : t('showResults')}
                placement="left"
              >
                <IconButton
                  aria-label={resultsOpen ? t('hideResults') : t('showResults')}
                  aria-pressed={resultsOpen}
                  onClick={() => dispatch(resultsToggled())}
                  sx={controlButton}
                >
                  <ViewSidebarOutlinedIcon />
                </IconButton>
              </LazyTooltip>
            )}
            <DrawButton controls={drawn} />
            <LazyTooltip title={t('satellite')} placement="left">
              <IconButton
                aria-label={t('satellite')}
                aria-pressed={satellite}
                onClick={() => dispatch(satelliteSet(!satellite))}
                sx={{ ...controlButton, ...(satellite ? { color: 'primary.main' } : {}) }}
              >
                <SatelliteAltOutlinedIcon />
              </IconButton>
            </LazyTooltip>
            <LazyTooltip title={t('locate')} placement="left">
              <IconButton aria-label={t('locate')} onClick={locate} sx={controlButton}>
                <MyLocationIcon />
              </IconButton>
            </LazyTooltip>
            <IconButton
              aria-label={t('zoomIn')}
              onClick={() => step(ZOOM_STEP)}
              disabled={settings.zoom >= MAX_ZOOM}
              sx={controlButton}
            >
              <AddIcon />
            </IconButton>
            <IconButton
              aria-label={t('zoomOut')}
              onClick={() => step(-ZOOM_STEP)}
              disabled={settings.zoom <= MIN_ZOOM}
              sx={controlButton}
            >
              <RemoveIcon />
            </IconButton>
          </Box>

          <Box
            sx={{
              position: 'absolute',
              left: 12,
              bottom: 16,
              zIndex: 500,
              display: 'flex',
              gap: 1,
            }}
          >
            {polygon && (
              <Button
                variant="contained"
                color="inherit"
                startIcon={<CloseIcon />}
                onClick={clearBounds}
                sx={{ bgcolor: 'background.paper' }}
              >
                {t('clearBounds')}
              </Button>
            )}
            {polygon?.type === 'drawn' && (
              <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 2 }}>
                <SaveSearchButton
                  polygon={polygon.path.map((point) => [point.longitude, point.latitude])}
                />
              </Box>
            )}
            {small && (
              <Button
                variant="contained"
                startIcon={<FormatListBulletedIcon />}
                onClick={() => dispatch(resultsSet(true))}
              >
                {t('list')}
              </Button>
            )}
          </Box>

          <DrawPanel controls={drawn} />
          {overlay && (
            <Suspense fallback={null}>
              <ListingOverlay
                {...overlay}
                onClose={closeOverlay}
                takeFocus={!(resultsOpen && panelShown.has(listingKey(overlay)))}
              />
            </Suspense>
          )}
        </Box>
        {resultsOpen && (
          <Suspense fallback={null}>
            <ResultsPanel
              baseQuery={baseQuery}
              area={searchArea}
              fullScreen={small}
              onClose={closeResults}
              focus={panelFocus}
              onShown={setPanelShown}
            />
          </Suspense>
        )}
      </Box>
      {stack && (
        <Suspense fallback={null}>
          <StackDialog
            marker={stack}
            baseQuery={baseQuery}
            onClose={() => {
              setStack(null)
            }}
            onChoose={(listing) => {
              setStack(null)
              setVisited(markVisited(listing.mlsNumber))
              setPanelFocus({ key: listingKey(listing), at: Date.now() })
              const next = new URLSearchParams(query)
              next.set('z', String(zoom))
              void navigate({
                pathname: `/map/${mapPointSegment(stack.position)}/${encodeURIComponent(listing.mlsNumber)}/${String(listing.boardId)}`,
                search: next.toString(),
              })
            }}
          />
        </Suspense>
      )}
    </Box>
  )
}

/** Marker names by language and everything they depend on (see markerSignature). */
const markerLabels = new Map<string, string>()

interface PinAddress {
  readonly address?: Partial<Record<string, string>>
}

const streetOf = (listing: PinListing) => {
  const address = (listing as PinAddress).address ?? {}
  return [address.unitNumber, address.streetNumber, address.streetName, address.streetSuffix]
    .filter(Boolean)
    .join(' ')
}

/** Everything a marker's accessible name depends on. */
function markerSignature(marker: MapMarker): string {
  const [only] = marker.listings
  if (marker.variant === 'cluster' || marker.variant === 'stack' || !only) {
    return `${marker.variant}|${String(marker.count)}`
  }
  return [
    marker.variant,
    only.type,
    only.lastStatus,
    String(only.listPrice),
    String(only.soldPrice),
    streetOf(only),
  ].join('|')
}

/** A marker's accessible name: its price and address, or its count. */
function labelOf(marker: MapMarker, t: TFunction<'map'>, language: string): string {
  const [only] = marker.listings
  if (marker.variant === 'cluster') return t('clusterLabel', { count: marker.count })
  if (marker.variant === 'stack' || !only) return t('stackLabel', { count: marker.count })
  const price =
    only.lastStatus === 'Sld' && typeof only.soldPrice === 'number'
      ? only.soldPrice
      : only.listPrice
  const street = streetOf(only)
  const priceText = formatListingPrice(price, only.type, language)
  return street ? t('pinLabel', { price: priceText, address: street }) : priceText
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
