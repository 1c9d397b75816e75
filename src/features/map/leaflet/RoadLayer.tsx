import { Polyline, canvas, type LatLngTuple, type Map as LeafletMap, type Renderer } from 'leaflet'
import { useEffect, useState } from 'react'
import { useMap, useMapEvents } from 'react-leaflet/hooks'
import type { RoadFeature, RoadsResponse } from '../../../../contract/geo'
import type { MapMarker } from '../../../lib/mapMarkers'
import { mapColours } from '../../../app/theme/tokens'
import { GEOMETRY_KEEP_MS, readRoads, roadsPath } from '../../../services/geometryRequests'
import type { ChosenStreet } from '../mapView'
import { ROAD_ORDER, roadLook } from '../roadLook'
import { roadQuery } from '../roadView'
import { viewOf } from './LeafletViewSync'
import { useRoadLabels } from './useRoadLabels'
import { useServiceData } from '../../../services/serviceCache'

/** Roads sit under the lake and the outlines (overlay pane, 400); names over them, under pins (600). */
const ROAD_PANE = 'hw-roads'
const LABEL_PANE = 'hw-labels'

function pane(map: LeafletMap, name: string, zIndex: number): HTMLElement {
  const existing = map.getPane(name)
  if (existing) return existing
  const created = map.createPane(name)
  created.style.zIndex = String(zIndex)
  created.style.pointerEvents = 'none'
  return created
}

interface View {
  readonly zoom: number
  readonly query: { bbox: string; zoom: number }
}

function roadView(map: LeafletMap): View {
  const { bounds, zoom } = viewOf(map)
  return { zoom, query: roadQuery(bounds, zoom) }
}

const toLatLngs = (road: RoadFeature): LatLngTuple[] => road.path.map(([lng, lat]) => [lat, lng])

type RoadLines = Map<string, Polyline>

/**
 * One multi-line per kind and layer (casing, then fill), drawn bottom to top on one canvas. The
 * lines are kept across answers: a new view's roads replace their points and look in place
 * rather than removing and adding a layer each (which redrew the canvas once per layer).
 */
function drawRoads(
  map: LeafletMap,
  kept: RoadLines,
  renderer: Renderer,
  roads: readonly RoadFeature[],
  zoom: number,
  satellite: boolean,
) {
  for (const layer of ['casing', 'fill'] as const) {
    for (const kind of ROAD_ORDER) {
      const name = `${layer}:${kind}`
      const lines = roads.filter((road) => road.kind === kind).map(toLatLngs)
      const look = roadLook(kind, zoom, satellite)
      const style = {
        color: layer === 'casing' ? look.casingColor : look.color,
        weight: layer === 'casing' ? look.casingWeight : look.weight,
      }
      const line = kept.get(name)
      if (line) {
        line.setStyle(style)
        line.setLatLngs(lines)
        continue
      }
      const created = new Polyline(lines, {
        pane: ROAD_PANE,
        renderer,
        interactive: false,
        lineCap: 'round',
        lineJoin: 'round',
        opacity: 1,
        smoothFactor: 1.5,
        ...style,
      })
      created.addTo(map)
      kept.set(name, created)
    }
  }
}

/**
 * The street chosen in the search box, marked over the roads in the chosen area's colour; the
 * container names it in data-chosen-street while it is drawn.
 */
function drawChosenStreet(
  map: LeafletMap,
  roads: readonly RoadFeature[],
  zoom: number,
  satellite: boolean,
): Polyline | undefined {
  if (roads.length === 0) return undefined
  const colours = satellite ? mapColours.satellite : mapColours.plain
  const widest = Math.max(...roads.map((road) => roadLook(road.kind, zoom, satellite).casingWeight))
  const line = new Polyline(roads.map(toLatLngs), {
    pane: ROAD_PANE,
    interactive: false,
    lineCap: 'round',
    lineJoin: 'round',
    color: colours.area,
    weight: widest + 4,
    opacity: 0.75,
  })
  line.addTo(map)
  return line
}

/**
 * The keyless map's basemap roads and names: the service's roads for the view, drawn under the
 * outlines and pins, and the names that fit (cities, highways, neighbourhoods, arterials, then
 * streets), never over a pin. The map container names the view it wants in data-roads-wanted and
 * the view whose roads are on screen in data-roads-painted (the bench and e2e wait for them).
 */
export function RoadLayer({
  markers,
  satellite,
  chosenStreet = null,
}: {
  markers: readonly MapMarker[]
  satellite: boolean
  chosenStreet?: ChosenStreet | null
}) {
  const map = useMap()
  const [view, setView] = useState<View>(() => roadView(map))
  useMapEvents({
    moveend: () => {
      setView(roadView(map))
    },
  })
  const currentRoads = useServiceData(roadsPath(view.query), readRoads, GEOMETRY_KEEP_MS.roads)
  // While the next view loads, the last one's roads stay rather than a blank map.
  const [lastRoads, setLastRoads] = useState<RoadsResponse | undefined>(undefined)
  if (currentRoads !== undefined && currentRoads !== lastRoads) setLastRoads(currentRoads)
  const roads: RoadsResponse | undefined = currentRoads ?? lastRoads

  useEffect(() => {
    pane(map, ROAD_PANE, 350)
    const labels = pane(map, LABEL_PANE, 450)
    // Leaflet hides these while a zoom animates; the names are placed again when it ends.
    labels.classList.add('leaflet-zoom-hide')
  }, [map])

  // MapContainer sets its class once: the satellite look is switched on the container here.
  useEffect(() => {
    map.getContainer().classList.toggle('hw-map--satellite', satellite)
  }, [map, satellite])

  const zoom = map.getZoom()
  const wanted = `${view.query.bbox}/${String(view.query.zoom)}`
  // The view's own roads, or undefined while they load (the last view's stay drawn meanwhile).
  const paintedKey = currentRoads ? wanted : undefined
  useEffect(() => {
    map.getContainer().dataset.roadsWanted = wanted
  }, [map, wanted])
  // The roads' canvas and lines live as long as the layer; each answer updates them in place.
  const [lines] = useState<RoadLines>(() => new Map())
  const [renderer] = useState(() => canvas({ pane: ROAD_PANE }))
  useEffect(
    () => () => {
      for (const line of lines.values()) line.remove()
      lines.clear()
    },
    [lines],
  )
  // Drawn again only for new roads, a new zoom's widths or a new look. A view that moves on while
  // its roads load keeps the last roads as they are: Leaflet's canvas redraws them for the new
  // view on its own, so setting the same lines again only projected and painted them twice.
  useEffect(() => {
    if (roads) drawRoads(map, lines, renderer, roads.roads, zoom, satellite)
  }, [map, lines, renderer, roads, zoom, satellite])
  // The view's roads are on screen in the frame after they are drawn (the canvas paints them in
  // the next frame too, in the callback asked for first).
  useEffect(() => {
    if (!paintedKey) return undefined
    const container = map.getContainer()
    const frame = requestAnimationFrame(() => {
      container.dataset.roadsPainted = paintedKey
    })
    return () => {
      cancelAnimationFrame(frame)
    }
  }, [map, roads, paintedKey])

  useEffect(() => {
    const line = drawChosenStreet(map, chosenStreet?.roads ?? [], zoom, satellite)
    const container = map.getContainer()
    if (line && chosenStreet) container.dataset.chosenStreet = chosenStreet.name
    else delete container.dataset.chosenStreet
    return () => {
      line?.remove()
    }
  }, [map, chosenStreet, zoom, satellite])

  useRoadLabels(map, LABEL_PANE, roads, view, markers, satellite)
  return null
}
