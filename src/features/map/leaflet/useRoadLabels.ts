import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useMemo } from 'react'
import type { RoadsResponse } from '../../../../contract/geo'
import type { MapMarker } from '../../../lib/mapMarkers'
import {
  labelCandidates,
  pinBox,
  placeLabels,
  type Box,
  type MapLabel,
  type Point,
} from '../roadLabels'
import { COVERS_MAP } from '../mapControlButton'
import { roadColours } from '../roadLook'

/** `origin` is the layer point of the screen's corner when the label was placed. */
function labelElement(label: MapLabel, origin: Point, satellite: boolean): HTMLElement {
  const x = label.point.x + origin.x
  const y = label.point.y + origin.y
  const colours = roadColours(satellite)
  const element = document.createElement('span')
  element.className = `hw-map-label hw-map-label--${label.kind}`
  element.textContent = label.text
  element.style.left = `${String(Math.round(x))}px`
  element.style.top = `${String(Math.round(y))}px`
  element.style.transform = `translate(-50%, -50%) rotate(${String(label.angle)}deg)`
  // A highway's number reads as a shield in its casing colour; every other name as haloed text.
  element.style.color = label.kind === 'highway' ? colours.labelHalo : colours.label
  if (label.kind === 'highway') element.style.background = colours.highwayShield
  element.style.setProperty('--hw-label-halo', colours.labelHalo)
  return element
}

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

/**
 * The names that fit on the keyless map (cities, highways, neighbourhoods, arterials, then
 * streets), never over a pin or under a control floating over the map, in the pane `paneName`. `view` is the view the roads were asked
 * for (a new object each time the view stops moving).
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
  const candidates = useMemo(() => {
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
      list: labelCandidates(roads.roads, roads.places, view.zoom, project, screen),
    }
  }, [map, roads, view])

  useEffect(() => {
    const labels = map.getPane(paneName)
    if (!candidates || !labels) return undefined
    const place = () => {
      const { origin } = candidates
      const pinBoxes = markers.map((marker) => {
        const at = map.latLngToLayerPoint([marker.position.latitude, marker.position.longitude])
        return pinBox(marker, { x: at.x - origin.x, y: at.y - origin.y })
      })
      const covered = [...pinBoxes, ...controlBoxes(map.getContainer())]
      const placed = placeLabels(candidates.list, covered, candidates.screen)
      labels.replaceChildren(
        ...placed.map((label) => labelElement(label, candidates.origin, satellite)),
      )
    }
    // The names are placed after the frame that paints the new pins and roads, not before it
    // (they sit under the pins, so one frame with an old name under a new pin hides nothing).
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(place, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [map, paneName, candidates, markers, satellite])
}
