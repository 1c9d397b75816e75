import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { MAX_DRAWN_VERTICES } from '../src/lib/drawnArea'
import { type LatLng } from '../src/lib/mapMarkers'
import { parseMapPoint } from '../src/lib/mapPoint'
import { LOCAL_ONLY, isRemote } from './env'
import { expect, test } from './fixtures'
import {
  DOWNTOWN,
  dragAlong,
  drawFreehand,
  drawnInUrl,
  expectPinsInsideDrawn,
  pinsLoaded,
  triangleOnMap,
  watchPins,
  type Point,
} from './mapDrawSteps'

test.skip(isRemote, LOCAL_ONLY)
test.describe.configure({ timeout: 90_000 })

/** A guest's withheld homes stand at the centre of their ~150 m cell. */
const GUEST_MARGIN = 0.002

/** Web Mercator world pixels at a zoom. */
function worldPixel({ latitude, longitude }: LatLng, zoom: number): Point {
  const scale = 256 * 2 ** zoom
  const sin = Math.sin((latitude * Math.PI) / 180)
  return [
    ((longitude + 180) / 360) * scale,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  ]
}

/** Where a place stands on the page, from the view the address names (its centre and zoom). */
async function onPage(page: Page, place: LatLng): Promise<Point> {
  const url = new URL(page.url())
  const center = parseMapPoint(url.pathname.split('/map/')[1]?.split('/')[0])
  const zoom = Number(url.searchParams.get('z'))
  const box = await page.getByTestId('map').boundingBox()
  if (!center || !box) throw new Error('no view')
  const [cx, cy] = worldPixel(center, zoom)
  const [px, py] = worldPixel(place, zoom)
  return [box.x + box.width / 2 + px - cx, box.y + box.height / 2 + py - cy]
}

async function drawTriangle(page: Page) {
  await page.goto(DOWNTOWN)
  await pinsLoaded(page)
  const corners = await triangleOnMap(page)
  await page.getByRole('button', { name: 'Draw' }).click()
  await expect(page.getByRole('group', { name: 'Draw a search area' })).toBeVisible()
  await drawFreehand(page, corners)
  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
}

test('dragging a corner of the drawn area changes the area and searches it again', async ({
  page,
}) => {
  const pins = watchPins(page)
  await drawTriangle(page)
  await expectPinsInsideDrawn(page, pins, GUEST_MARGIN)
  const before = drawnInUrl(page)
  // The northernmost corner: the triangle's top, kept by any simplification.
  const top = before.reduce((a, b) => (b.latitude > a.latitude ? b : a))
  const [x, y] = await onPage(page, top)
  // Held still on the corner a moment, so the press picks the corner rather than panning.
  await dragAlong(
    page,
    [
      [x, y],
      [x, y],
      [x + 40, y - 50],
    ],
    8,
  )

  await expect.poll(() => drawnInUrl(page).length).toBe(before.length)
  await expect
    .poll(() => Math.max(...drawnInUrl(page).map((corner) => corner.latitude)))
    .toBeGreaterThan(top.latitude)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await expectPinsInsideDrawn(page, pins, GUEST_MARGIN)
})

/** A star of `spikes` points round the map's centre: a freehand line of many corners. */
async function starOnMap(page: Page, spikes: number): Promise<Point[]> {
  const box = await page.getByTestId('map').boundingBox()
  if (!box) throw new Error('no map')
  // Clear of the drawing panel under the count on a wide screen.
  const outer = Math.min(box.width, box.height) * 0.3
  const inner = outer * 0.55
  return Array.from({ length: spikes * 2 }, (_, index) => {
    const angle = (index * Math.PI) / spikes
    const radius = index % 2 === 0 ? outer : inner
    return [
      box.x + box.width / 2 + radius * Math.cos(angle),
      box.y + box.height / 2 + radius * Math.sin(angle),
    ] as const
  })
}

test('a freehand line of more than 200 corners is simplified to at most 200 and searched', async ({
  page,
}) => {
  test.slow()
  const pins = watchPins(page)
  await page.goto(DOWNTOWN)
  await pinsLoaded(page)
  // 220 corners, each far enough from the last that freehand keeps it.
  const star = await starOnMap(page, 110)
  await page.getByRole('button', { name: 'Draw' }).click()
  await expect(page.getByRole('group', { name: 'Draw a search area' })).toBeVisible()
  await drawFreehand(page, star, 1)

  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  const corners = drawnInUrl(page).length
  expect(corners).toBeLessThanOrEqual(MAX_DRAWN_VERTICES)
  expect(corners).toBeGreaterThan(20)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await expectPinsInsideDrawn(page, pins, GUEST_MARGIN)
})

test("'Search this area' takes the view as the area, by keyboard alone", async ({ page }) => {
  const pins = watchPins(page)
  await page.goto(DOWNTOWN)
  await pinsLoaded(page)
  await page.getByRole('button', { name: 'Draw' }).focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('group', { name: 'Draw a search area' })
  await expect(panel).toBeFocused()
  const searchArea = panel.getByRole('button', { name: 'Search this area' })
  for (let presses = 0; presses < 5; presses += 1) {
    if (await searchArea.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(searchArea).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  expect(drawnInUrl(page)).toHaveLength(4)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await expectPinsInsideDrawn(page, pins, GUEST_MARGIN)
  await page.getByRole('button', { name: 'Clear Bounds' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/drawn=/)
})

/** The built chunks that carry terra-draw, named through their source maps (dist/ on disk). */
function drawChunks(): string[] {
  const assets = 'dist/assets'
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) =>
      (
        (JSON.parse(readFileSync(`${assets}/${file}`, 'utf8')) as { sources?: string[] }).sources ??
        []
      ).some((source) => source.includes('node_modules/terra-draw')),
    )
    .map((file) => file.replace(/\.map$/, ''))
}

test('the drawing code loads when Draw is pressed, not with the map', async ({ page }) => {
  const chunks = drawChunks()
  expect(chunks.length).toBeGreaterThan(0)
  const fetched: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (chunks.includes(file)) fetched.push(file)
  })
  await page.goto(DOWNTOWN)
  await pinsLoaded(page)
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
  await page.getByRole('button', { name: 'Draw' }).click()
  await expect(page.getByRole('group', { name: 'Draw a search area' })).toBeVisible()
  expect(fetched.length).toBeGreaterThan(0)
})
