import type { Map as LeafletMap, Point as LeafletPoint } from 'leaflet'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { RoadsResponse } from '../../../../contract/geo'
import type { MapMarker } from '../../../lib/mapMarkers'
import { pinBox, type Box, type MapLabel, type Point } from '../labelBoxes'
import { labelCandidates, placeLabels } from '../roadLabels'
import { COVERS_MAP } from '../mapControlButton'
import { paintLabels } from './labelCanvas'

/** The boxes of the controls floating over this map's container, in its pixels. */
function controlBoxes(container: HTMLElement): Box[] {
  const at = container.getBoundingClientRect()
  return [...document.querySelectorAll(`[${COVERS_MAP}]`)].map((element) => {
    const box = element.getBoundingClientRect()
    return {
      left: box.left - at.left,
      top: box.top - at.top,
      right: box.right - at.left,
      bottom: box.bottom - at.top,
    }
  })
}

/** Where each name could go for one view and its roads (worked out once, reused for new pins). */
interface Candidates {
  /** The map's box on screen when they were worked out, in its pixels. */
  readonly screen: Box
  /** The layer point of the screen's corner then: the names are placed in that frame. */
  readonly origin: Point
  /** The map's pixel origin then: a zoom or a jump to a far place moves the layer's frame. */
  readonly pixelOrigin: LeafletPoint
  readonly list: readonly MapLabel[]
}

/** Paints in `pane` the names that fit among `markers` and the controls' boxes. */
function drawLabels(
  map: LeafletMap,
  pane: HTMLElement,
  candidates: Candidates,
  markers: readonly MapMarker[],
  controls: readonly Box[],
  satellite: boolean,
): void {
  const { origin } = candidates
  const pinBoxes = markers.map((marker) => {
    const at = map.latLngToLayerPoint([marker.position.latitude, marker.position.longitude])
    return pinBox(marker, { x: at.x - origin.x, y: at.y - origin.y })
  })
  const { screen } = candidates
  const placed = placeLabels(candidates.list, [...pinBoxes, ...controls], screen)
  const size = { width: screen.right - screen.left, height: screen.bottom - screen.top }
  paintLabels(pane, placed, origin, size, satellite)
}

/**
 * The names that fit on the keyless map (cities, highways, neighbourhoods, arterials, then
 * streets), never over a pin or under a control floating over the map, in the pane `paneName`.
 * `view` is the view the roads were asked for (a new object each time the view stops moving).
 *
 * A new set of pins has the names laid out again at once, in the same task that puts the pins
 * on the map (react-leaflet adds them in the same flush of effects), so no painted frame shows a
 * name under a pin that has just arrived. A new view or new roads has them laid out after the
 * frame that paints the roads; the names standing meanwhile were laid out against the pins on
 * screen, so they still clear them.
 */
export function useRoadLabels(
  map: LeafletMap,
  paneName: string,
  roads: RoadsResponse | undefined,
  view: { readonly zoom: number },
  markers: readonly MapMarker[],
  satellite: boolean,
): void {
  // Where each name could go depends on the roads and the view only: a pins answer reuses it.
  const candidates = useMemo((): Candidates | undefined => {
    if (!roads) return undefined
    const size = map.getSize()
    const screen: Box = { left: 0, top: 0, right: size.x, bottom: size.y }
    const project = ([lng, lat]: readonly [number, number]) =>
      map.latLngToContainerPoint([lat, lng])
    // Layer points do not move while the map is dragged: the names stay put if a drag starts
    // before they are placed.
    const { x, y } = map.containerPointToLayerPoint([0, 0])
    return {
      screen,
      origin: { x, y },
      // Leaflet sets a new point when the origin moves, and never changes one in place.
      pixelOrigin: map.getPixelOrigin(),
      list: labelCandidates(roads.roads, roads.places, view.zoom, project, screen),
    }
  }, [map, roads, view])

  // The controls move only with the map's size, which changes the view and so the candidates:
  // their boxes (a read of the page's layout) are read again only then, not for each new set of
  // pins.
  const controls = useRef<{ for?: Candidates; boxes: readonly Box[] }>({ boxes: [] })
  // The pins the names must clear now, for a layout that runs later than the render.
  const pins = useRef(markers)
  const zooming = useRef(false)
  // Names are written only in the layer's frame they were worked out in, and not while a zoom
  // animates (the map's layer then moves to the next zoom's frame).
  const write = useCallback(
    (current: Candidates, shown: readonly MapMarker[]) => {
      const labels = map.getPane(paneName)
      if (!labels || zooming.current || !current.pixelOrigin.equals(map.getPixelOrigin())) return
      if (controls.current.for !== current) {
        controls.current = { for: current, boxes: controlBoxes(map.getContainer()) }
      }
      drawLabels(map, labels, current, shown, controls.current.boxes, satellite)
    },
    [map, paneName, satellite],
  )

  // New pins: the names are laid out again before the pins can be painted. A new view, new
  // roads or a new look with the same pins is left to the effect below.
  useEffect(() => {
    if (pins.current === markers) return
    pins.current = markers
    if (candidates) write(candidates, markers)
  }, [candidates, markers, write])

  useEffect(() => {
    if (!candidates) return undefined
    // The names are placed after the frame that paints the new roads, not before it.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        write(candidates, pins.current)
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [candidates, write])

  // A zoom (or a jump to a far place) moves every point of the map's layer: the names of the
  // frame it leaves would stand in the wrong places once it ends (they are hidden while a zoom
  // animates), so they go at once; the new view's names are laid out when its view stops.
  useEffect(() => {
    const clear = () => map.getPane(paneName)?.replaceChildren()
    const start = () => {
      zooming.current = true
      clear()
    }
    const end = () => {
      zooming.current = false
    }
    map.on({ zoomstart: start, zoomend: end, viewreset: clear })
    return () => {
      map.off({ zoomstart: start, zoomend: end, viewreset: clear })
    }
  }, [map, paneName])
}
