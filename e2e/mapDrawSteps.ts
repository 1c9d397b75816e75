import type { Page } from '@playwright/test'
import { decodeDrawnArea } from '../src/lib/drawnArea'
import type { LatLng } from '../src/lib/mapMarkers'
import { expect } from './fixtures'

/** Downtown Toronto at a zoom where a triangle holds a few dozen homes. */
export const DOWNTOWN = '/real-estate/map/43.6532;-79.3832?z=14'

export type Point = readonly [number, number]

/** A triangle over downtown, in page pixels around the map's centre. */
export async function triangleOnMap(page: Page): Promise<[Point, Point, Point]> {
  const box = await page.getByTestId('map').boundingBox()
  if (!box) throw new Error('no map')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const size = Math.min(box.width, box.height) / 4
  return [
    [x - size, y + size * 0.7],
    [x, y - size],
    [x + size, y + size * 0.7],
  ]
}

export async function pinsLoaded(page: Page) {
  await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 600

/** The points along a path, every edge cut in `steps`. */
function along(path: readonly Point[], steps: number): Point[] {
  const points: Point[] = [path[0] ?? [0, 0]]
  for (let edge = 0; edge < path.length - 1; edge += 1) {
    const [x1, y1] = path[edge] ?? [0, 0]
    const [x2, y2] = path[edge + 1] ?? [0, 0]
    for (let step = 1; step <= steps; step += 1) {
      points.push([x1 + ((x2 - x1) * step) / steps, y1 + ((y2 - y1) * step) / steps])
    }
  }
  return points
}

/** Pressed at the path's start, moved along it and released at its end: a mouse, or a finger on a phone. */
export async function dragAlong(page: Page, path: readonly Point[], steps = 12) {
  const points = along(path, steps)
  const [first = [0, 0] as Point] = points
  if (!isPhone(page)) {
    await page.mouse.move(...first)
    await page.mouse.down()
    for (const point of points.slice(1)) await page.mouse.move(...point)
    await page.mouse.up()
    return
  }
  const session = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', [x, y]: Point) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    })
  await touch('touchStart', first)
  for (const point of points.slice(1)) await touch('touchMove', point)
  await touch('touchEnd', points.at(-1) ?? first)
  await session.detach()
}

/** Freehand round a closed outline, back to its first corner. */
export const drawFreehand = (page: Page, corners: readonly Point[], steps = 12) =>
  dragAlong(page, [...corners, corners[0] ?? [0, 0]], steps)

/** The drawn area the address carries. */
export function drawnInUrl(page: Page): LatLng[] {
  return decodeDrawnArea(new URL(page.url()).searchParams.get('drawn')) ?? []
}

interface PinsAnswer {
  readonly listings?: readonly { readonly map?: { latitude?: number; longitude?: number } }[]
  readonly aggregates?: {
    readonly map?: { readonly clusters?: readonly { readonly location: LatLng }[] }
  }
}

/** Keeps the last pins answer the map received (its listings' and clusters' places). */
export function watchPins(page: Page): () => LatLng[] {
  let last: LatLng[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('/listings') || url.searchParams.get('cluster') !== 'true') return
    void response.json().then(
      (body: PinsAnswer) => {
        const clusters = body.aggregates?.map?.clusters?.map((cluster) => cluster.location) ?? []
        const listings = (body.listings ?? []).map(({ map }) => ({
          latitude: map?.latitude ?? Number.NaN,
          longitude: map?.longitude ?? Number.NaN,
        }))
        last = [...clusters, ...listings]
      },
      () => undefined,
    )
  })
  return () => last
}

/** Whether a point lies inside a ring (or within `margin` degrees of its edge). */
export function insideRing(point: LatLng, ring: readonly LatLng[], margin = 1e-6): boolean {
  let inside = false
  let nearEdge = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]
    const b = ring[j]
    if (!a || !b) continue
    if (
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude
    ) {
      inside = !inside
    }
    const dx = b.longitude - a.longitude
    const dy = b.latitude - a.latitude
    const t = Math.max(
      0,
      Math.min(
        1,
        ((point.longitude - a.longitude) * dx + (point.latitude - a.latitude) * dy) /
          (dx * dx + dy * dy || 1),
      ),
    )
    const distance = Math.hypot(
      point.longitude - (a.longitude + t * dx),
      point.latitude - (a.latitude + t * dy),
    )
    if (distance <= margin) nearEdge = true
  }
  return inside || nearEdge
}

/**
 * Every pin and cluster of the map's last answer stands inside the drawn area in the address, and
 * there is at least one (the answer for the area may still be on its way). A guest's withheld
 * home stands at the centre of its ~150 m cell, so a guest's check allows that much.
 */
export async function expectPinsInsideDrawn(page: Page, pins: () => LatLng[], margin = 1e-6) {
  await pinsLoaded(page)
  const area = drawnInUrl(page)
  expect(area.length).toBeGreaterThanOrEqual(3)
  await expect
    .poll(() => {
      const shown = pins()
      const outside = shown.filter((pin) => !insideRing(pin, area, margin))
      return { some: shown.length > 0, outside }
    })
    .toEqual({ some: true, outside: [] })
}

/** The count over the map: 'N homes in view'. */
export async function homesInView(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /in view/ })
      .textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}
