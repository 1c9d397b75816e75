import {
  TerraDraw,
  TerraDrawFreehandMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
  type TerraDrawExtend,
} from 'terra-draw'
import { mapColours } from '../../../app/theme/tokens'
import type { LatLng } from '../../../lib/mapMarkers'
import type { DrawMode } from '../mapView'

/** The drawn line's look: a chosen place's outline colour. */
const LINE = mapColours.plain.area
const FILL = mapColours.plain.area

type Ring = number[][]

const toRing = (path: readonly LatLng[]): Ring => {
  const ring = path.map((point) => [point.longitude, point.latitude])
  const first = ring[0]
  return first ? [...ring, first] : ring
}

const fromRing = (ring: Ring): LatLng[] =>
  ring.map(([longitude = 0, latitude = 0]) => ({ latitude, longitude }))

export interface DrawSession {
  /** Starts drawing a new area this way (the old one is removed). */
  readonly draw: (mode: DrawMode) => void
  /** Shows this area with corners that can be dragged, or nothing. */
  readonly edit: (path: readonly LatLng[] | null) => void
  readonly stop: () => void
}

/**
 * One terra-draw instance over either map's terra-draw adapter: freehand (drag, or click and
 * move) and click-by-click polygons, then the finished area in select mode with draggable
 * corners. Every finished line or moved corner is reported as a ring of corners (terra-draw
 * closes it and turns it to the right-hand rule; the crossing rule does not mind either). Ready
 * is told once terra-draw listens to the map, after what was asked before then is done.
 */
export function startDrawSession(
  adapter: TerraDrawExtend.TerraDrawBaseAdapter,
  onLine: (line: LatLng[]) => void,
  onReady: () => void,
): DrawSession {
  const styles = {
    fillColor: FILL,
    fillOpacity: 0.12,
    outlineColor: LINE,
    outlineWidth: 3,
  } as const
  const terraDraw = new TerraDraw({
    adapter,
    modes: [
      new TerraDrawFreehandMode({
        drawInteraction: 'click-move-or-drag',
        styles: { ...styles, closingPointColor: LINE, closingPointWidth: 6 },
      }),
      new TerraDrawPolygonMode({
        styles: { ...styles, closingPointColor: LINE, closingPointWidth: 6 },
      }),
      new TerraDrawSelectMode({
        flags: {
          polygon: {
            feature: { draggable: false, coordinates: { draggable: true, midpoints: false } },
          },
        },
        styles: {
          selectedPolygonColor: FILL,
          selectedPolygonFillOpacity: 0.12,
          selectedPolygonOutlineColor: LINE,
          selectedPolygonOutlineWidth: 3,
          selectionPointColor: mapColours.plain.areaHandle,
          selectionPointOutlineColor: LINE,
          selectionPointWidth: 7,
          selectionPointOutlineWidth: 2,
        },
      }),
    ],
  })
  let ready = false
  let pending: (() => void) | null = null
  const whenReady = (action: () => void) => {
    if (ready) action()
    else pending = action
  }
  terraDraw.on('ready', () => {
    ready = true
    pending?.()
    pending = null
    onReady()
  })
  terraDraw.on('finish', (id) => {
    const feature = terraDraw.getSnapshotFeature(id)
    if (feature?.geometry.type !== 'Polygon') return
    const [ring = []] = feature.geometry.coordinates
    onLine(fromRing(ring))
  })
  terraDraw.start()

  return {
    draw: (mode) => {
      whenReady(() => {
        terraDraw.clear()
        terraDraw.setMode(mode)
      })
    },
    edit: (path) => {
      whenReady(() => {
        terraDraw.clear()
        if (!path || path.length < 3) {
          terraDraw.setMode('static')
          return
        }
        const feature: GeoJSONStoreFeatures = {
          type: 'Feature',
          geometry: { type: 'Polygon', coordinates: [toRing(path)] },
          properties: { mode: 'polygon' },
        }
        const [added] = terraDraw.addFeatures([feature])
        terraDraw.setMode('select')
        if (added?.valid && added.id !== undefined) terraDraw.selectFeature(added.id)
      })
    },
    stop: () => {
      pending = null
      if (terraDraw.enabled) terraDraw.stop()
    },
  }
}
