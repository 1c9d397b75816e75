import { useMemo, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { logger } from '../../lib/logger'
import { mapMarkers, type MapMarker } from '../../lib/mapMarkers'
import { clusterLimit, clusterPrecision, pinsPerPage } from '../../lib/mapRules'
import type { QueryParams } from '../../lib/queryString'
import { listingsQuery } from '../../lib/searchFilters'
import { searchFrame, type MapRoom } from '../../lib/mapFrame'
import { groupMarkers } from '../../lib/markerGroups'
import { NO_AREA, viewSearchArea } from '../../lib/viewArea'
import {
  selectFilters,
  selectPolygon,
  selectSettings,
  selectShowActive,
  selectShowSold,
  selectSold,
} from '../search'
import { PIN_FIELDS } from './mapRequests'
import type { MapViewState } from './mapView'
import { usePins, type LoadState } from './usePins'

/** The search's filters without its area (the results panel and stacks add their own). */
export type BaseQuery = Record<string, QueryParams[string]>

export interface MapSearch {
  /** The searched area as the provider's `map` parameter; undefined before there is one. */
  readonly area: string | undefined
  /** The chosen outline is nowhere on screen: no homes in view, nothing asked for. */
  readonly nothingInView: boolean
  readonly zoom: number
  readonly markers: readonly MapMarker[]
  readonly status: LoadState
  /** Homes in the searched area, or undefined until known. */
  readonly count: number | undefined
}

/**
 * The search the map shows: what is on screen, within the chosen or drawn polygon when there is
 * one, so pins, count and results follow the view; before the map reports a view, the polygon.
 * Pins are clustered by the provider at the view's zoom. The part of the screen searched leaves
 * out a pin's height along the top and the controls' corner (`room`, lib/mapFrame), so every pin
 * is drawn whole and none under a control; markers that would touch are drawn as one.
 */
export function useMapSearch(
  view: MapViewState | null,
  baseQuery: BaseQuery,
  visited: ReadonlySet<string>,
  /** When the map last reported that the view stopped moving (pins are timed from then). */
  viewStoppedRef: RefObject<number | null>,
  /** The map's size and its controls' box, once measured. */
  room: MapRoom | null = null,
): MapSearch {
  const { language } = useTranslation().i18n
  // The zoom alone (the settings change on every pan): it stands in until the map reports a view.
  const settingsZoom = useAppSelector((state) => selectSettings(state).zoom)
  const polygon = useAppSelector(selectPolygon)

  const frame = useMemo(() => (view ? searchFrame(view.bounds, room) : null), [view, room])
  const area = useMemo(() => {
    if (frame) return viewSearchArea(polygon?.path ?? null, frame.bounds, frame.keepOut)
    if (!polygon) return undefined
    return JSON.stringify([polygon.path.map((p) => [p.longitude, p.latitude])])
  }, [polygon, frame])
  const nothingInView = area === NO_AREA

  const zoom = view?.zoom ?? settingsZoom
  const pinsRequest = useMemo(
    () =>
      area === undefined || nothingInView
        ? undefined
        : {
            ...baseQuery,
            map: area,
            fields: PIN_FIELDS,
            resultsPerPage: pinsPerPage(zoom),
            // The provider clusters only when asked with cluster=true; a one-listing cluster
            // carries the pin's fields.
            cluster: true,
            clusterPrecision: clusterPrecision(zoom),
            clusterLimit: clusterLimit(zoom),
            clusterFields: PIN_FIELDS,
          },
    [baseQuery, area, nothingInView, zoom],
  )
  const { data: pins, status } = usePins(pinsRequest, viewStoppedRef)
  // The controls' corner of the view the pins were asked for: a view change alone redraws no
  // marker (the painted count the benchmark reads moves only with new pins).
  const [pinsKeepOut, setPinsKeepOut] = useState({ pins, keepOut: frame?.keepOut ?? null })
  if (pinsKeepOut.pins !== pins) setPinsKeepOut({ pins, keepOut: frame?.keepOut ?? null })
  const keepOut = pinsKeepOut.keepOut

  const markers = useMemo(
    () =>
      pins && !nothingInView
        ? groupMarkers(
            mapMarkers(
              pins,
              zoom,
              visited,
              (message, detail) => {
                logger.warn(message, detail)
              },
              language,
            ),
            zoom,
            language,
            keepOut,
          )
        : [],
    [pins, nothingInView, zoom, visited, language, keepOut],
  )
  const count = nothingInView ? 0 : pins?.count
  return useMemo(
    () => ({ area, nothingInView, zoom, markers, status, count }),
    [area, nothingInView, zoom, markers, status, count],
  )
}

/** The search's filters as the listings service is asked them, without an area. */
export function useBaseQuery(): BaseQuery {
  const filters = useAppSelector(selectFilters)
  const sold = useAppSelector(selectSold)
  const showActive = useAppSelector(selectShowActive)
  const showSold = useAppSelector(selectShowSold)
  return useMemo(
    () => listingsQuery(filters, sold, { active: showActive, sold: showSold }, new Date()),
    [filters, sold, showActive, showSold],
  )
}
