import { render, waitFor } from '@testing-library/react'
import { Map as LeafletMap } from 'leaflet'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RoadsResponse } from '../../contract/geo'
import { paintedLabels } from '../../src/features/map/leaflet/labelCanvas'
import { useRoadLabels } from '../../src/features/map/leaflet/useRoadLabels'
import { labelBox, pinBox, type Box } from '../../src/features/map/labelBoxes'
import type { MapMarker } from '../../src/lib/mapMarkers'

const PANE = 'labels'
const CENTRE = { latitude: 43.65, longitude: -79.38 }
const ROADS: RoadsResponse = {
  roads: [],
  places: [{ kind: 'city', name: 'Toronto', position: [CENTRE.longitude, CENTRE.latitude] }],
}

const cluster = (latitude: number, longitude: number): MapMarker => ({
  key: `${String(latitude)},${String(longitude)}`,
  variant: 'cluster',
  label: '3',
  count: 3,
  listings: [],
  position: { latitude, longitude },
})

function Labels(props: { map: LeafletMap; view: { zoom: number }; markers: readonly MapMarker[] }) {
  useRoadLabels(props.map, PANE, ROADS, props.view, props.markers, false)
  return null
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top

let map: LeafletMap

/** The names painted in the pane, each with the box it covers in the map's layer. */
function written() {
  const canvas = map.getPane(PANE)?.querySelector('canvas')
  const left = Number.parseFloat(canvas?.style.left ?? '0')
  const top = Number.parseFloat(canvas?.style.top ?? '0')
  return paintedLabels(canvas).map((label) =>
    labelBox({ ...label, key: '', point: { x: label.point.x + left, y: label.point.y + top } }),
  )
}

/** The boxes the markers cover in the map's layer. */
const pinsAt = (markers: readonly MapMarker[]) =>
  markers.map((marker) =>
    pinBox(marker, map.latLngToLayerPoint([marker.position.latitude, marker.position.longitude])),
  )

beforeEach(() => {
  const container = document.createElement('div')
  // jsdom lays nothing out: the map reads its size from these.
  Object.defineProperty(container, 'clientWidth', { value: 800 })
  Object.defineProperty(container, 'clientHeight', { value: 600 })
  document.body.append(container)
  map = new LeafletMap(container, {
    center: [CENTRE.latitude, CENTRE.longitude],
    zoom: 13,
    zoomAnimation: false,
    fadeAnimation: false,
  })
  map.createPane(PANE)
})

afterEach(() => {
  map.getContainer().remove()
  map.remove()
})

describe('names on the keyless map as its pins change', () => {
  it('moves a name off a pin that arrives, before the page can paint the pin', async () => {
    const view = { zoom: 13 }
    const { rerender } = render(<Labels map={map} view={view} markers={[]} />)
    // The view's first names are written after a frame.
    await waitFor(() => {
      expect(written()).toHaveLength(1)
    })
    const before = written()[0]
    const arrived = [cluster(CENTRE.latitude, CENTRE.longitude)]
    expect(pinsAt(arrived).some((pin) => before && overlaps(before, pin))).toBe(true)

    // No frame and no timer run between the pins' render and this check.
    rerender(<Labels map={map} view={view} markers={arrived} />)
    const after = written()
    expect(after).toHaveLength(1)
    expect(after.filter((box) => pinsAt(arrived).some((pin) => overlaps(box, pin)))).toEqual([])
  })

  it('clears the names when a zoom starts, and writes none from the old view after it', async () => {
    const view = { zoom: 13 }
    const { rerender } = render(<Labels map={map} view={view} markers={[]} />)
    await waitFor(() => {
      expect(written()).toHaveLength(1)
    })
    map.setZoom(14)
    expect(written()).toEqual([])
    // Pins for the old view land before the new view's names are worked out: still none.
    rerender(<Labels map={map} view={view} markers={[cluster(43.66, -79.39)]} />)
    expect(written()).toEqual([])
    // The new view brings its names back, laid out in the new zoom's frame.
    rerender(<Labels map={map} view={{ zoom: 14 }} markers={[cluster(43.66, -79.39)]} />)
    await waitFor(() => {
      expect(written()).toHaveLength(1)
    })
    const centre = map.latLngToLayerPoint([CENTRE.latitude, CENTRE.longitude])
    const box = written()[0]
    expect(box && (box.left + box.right) / 2).toBeCloseTo(centre.x, 0)
  })
})
