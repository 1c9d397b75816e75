import { describe, expect, it } from 'vitest'
import { worldPixel, worldPlace } from '../../src/lib/mapFrame'
import type { MapMarker } from '../../src/lib/mapMarkers'
import type { ViewBounds } from '../../src/lib/viewBounds'
import { groupMarkers, markerBox } from '../../src/lib/markerGroups'

const zoom = 16
const origin = worldPixel({ latitude: 43.6532, longitude: -79.3832 }, zoom)
/** A price pin `dx`, `dy` screen pixels from downtown at zoom 16. */
const pin = (id: string, dx: number, dy: number, label = '$1.25M'): MapMarker => ({
  key: `${id}/1`,
  variant: 'active',
  position: worldPlace(origin.x + dx, origin.y + dy, zoom),
  label,
  count: 1,
  listings: [{ mlsNumber: id, boardId: 1, type: 'Sale', lastStatus: 'New', listPrice: 1_250_000 }],
})
const cluster = (dx: number, dy: number, count: number): MapMarker => ({
  key: `cluster:${String(dx)}:${String(count)}`,
  variant: 'cluster',
  position: worldPlace(origin.x + dx, origin.y + dy, zoom),
  label: String(count),
  count,
  listings: [],
})
const touching = (markers: readonly MapMarker[]) =>
  markers.flatMap((a, i) =>
    markers.slice(i + 1).filter((b) => {
      const x = markerBox(a, zoom)
      const y = markerBox(b, zoom)
      return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom
    }),
  )

describe('groupMarkers', () => {
  it('leaves markers that do not touch as they are', () => {
    const markers = [pin('A', 0, 0), pin('B', 100, 0), pin('C', 0, 60)]
    const byKey = (a: MapMarker, b: MapMarker) => a.key.localeCompare(b.key)
    expect(groupMarkers(markers, zoom, 'en').sort(byKey)).toEqual([...markers].sort(byKey))
  })
  it('draws homes metres apart as one stack listing them, where no zoom parts them', () => {
    const [group, ...rest] = groupMarkers([pin('A', 0, 0), pin('B', 1, 1)], zoom, 'en')
    expect(rest).toEqual([])
    expect(group).toMatchObject({ variant: 'stack', count: 2, label: '2' })
    expect(group?.listings.map((listing) => listing.mlsNumber).sort()).toEqual(['A', 'B'])
  })
  it('draws touching pins a zoom would part as a count, and a pin on a cluster joins it', () => {
    const grouped = groupMarkers(
      [pin('A', 0, 0), pin('B', 30, 10), cluster(200, 0, 1), pin('C', 210, 5)],
      zoom,
      'en',
    )
    expect(grouped).toHaveLength(2)
    expect(grouped.map((marker) => [marker.variant, marker.count])).toEqual(
      expect.arrayContaining([
        ['cluster', 2],
        ['cluster', 2],
      ]),
    )
  })
  it('leaves no two markers touching in a crowded street', () => {
    const street = Array.from({ length: 60 }, (_, i) =>
      pin(`P${String(i)}`, (i * 37) % 300, (i * 53) % 200),
    )
    expect(touching(groupMarkers(street, zoom, 'en'))).toEqual([])
    const total = groupMarkers(street, zoom, 'en').reduce((sum, marker) => sum + marker.count, 0)
    expect(total).toBe(60)
  })
  it("moves a cluster whose middle falls in the controls' corner out to its nearer edge", () => {
    const corner = worldPlace(origin.x + 100, origin.y + 100, zoom)
    const keepOut: ViewBounds = {
      north: 90,
      east: 180,
      south: corner.latitude,
      west: corner.longitude,
    }
    const [moved] = groupMarkers([cluster(110, 40, 5)], zoom, 'en', keepOut)
    const at = worldPixel(moved?.position ?? corner, zoom)
    expect(at.x - origin.x).toBeLessThan(100)
    expect(at.y - origin.y).toBeCloseTo(40, 6)
  })
})

describe('groupMarkers past zoom 16', () => {
  it("leaves each home's own pin", () => {
    const near = [pin('A', 0, 0), pin('B', 1, 1)].map((marker) => ({ ...marker }))
    expect(groupMarkers(near, 17, 'en')).toEqual(near)
  })
})
