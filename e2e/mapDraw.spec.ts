import type { Page } from '@playwright/test'
import { signUp, uniqueEmail } from './accountSteps'
import { LOCAL_ONLY, isRemote } from './env'
import { expect, test } from './fixtures'

test.skip(isRemote, LOCAL_ONLY)

const DOWNTOWN = '/real-estate/map/43.6532;-79.3832?z=14'

type Point = readonly [number, number]

/** A triangle over downtown, in page pixels around the map's centre. */
async function triangleOnMap(page: Page): Promise<Point[]> {
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

async function pinsLoaded(page: Page) {
  await expect(page.getByTestId('map')).toHaveAttribute('data-pins-status', 'loaded')
}

/** Freehand with a mouse: pressed at the first corner, dragged along the edges, released there. */
async function drawWithMouse(page: Page, corners: readonly Point[]) {
  const ring = [...corners, corners[0] ?? [0, 0]]
  const [startX, startY] = ring[0] ?? [0, 0]
  await page.mouse.move(startX, startY)
  await page.mouse.down()
  for (let edge = 0; edge < ring.length - 1; edge += 1) {
    const [x1, y1] = ring[edge] ?? [0, 0]
    const [x2, y2] = ring[edge + 1] ?? [0, 0]
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(x1 + ((x2 - x1) * step) / 12, y1 + ((y2 - y1) * step) / 12)
    }
  }
  await page.mouse.up()
}

/** Freehand with a finger: one touch dragged along the edges and back to its start. */
async function drawWithFinger(page: Page, corners: readonly Point[]) {
  const session = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', [x, y]: Point) =>
    session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    })
  const ring = [...corners, corners[0] ?? [0, 0]]
  await touch('touchStart', ring[0] ?? [0, 0])
  for (let edge = 0; edge < ring.length - 1; edge += 1) {
    const [x1, y1] = ring[edge] ?? [0, 0]
    const [x2, y2] = ring[edge + 1] ?? [0, 0]
    for (let step = 1; step <= 12; step += 1) {
      await touch('touchMove', [x1 + ((x2 - x1) * step) / 12, y1 + ((y2 - y1) * step) / 12])
    }
  }
  await touch('touchEnd', ring[0] ?? [0, 0])
  await session.detach()
}

/** Whether every marker on the map stands inside the triangle (a few pixels of rounding). */
async function markersInside(page: Page, corners: readonly Point[]) {
  const places = await page.locator('.leaflet-marker-icon[data-variant]').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect()
      return [box.left, box.top] as const
    }),
  )
  const [a, b, c] = corners as [Point, Point, Point]
  const side = (p: Point, q: Point, r: readonly [number, number]) =>
    (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
  const outside = places.filter((place) => {
    const s1 = side(a, b, place)
    const s2 = side(b, c, place)
    const s3 = side(c, a, place)
    const tolerance = 4 * Math.hypot(b[0] - a[0], b[1] - a[1])
    const negative = s1 < -tolerance || s2 < -tolerance || s3 < -tolerance
    const positive = s1 > tolerance || s2 > tolerance || s3 > tolerance
    return negative && positive
  })
  return { count: places.length, outside: outside.length }
}

const homesInView = async (page: Page) => {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: /in view/ })
      .textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

test('draw a triangle over downtown: only its homes, Clear Bounds, kept on reload, saved and reopened', async ({
  page,
}) => {
  test.slow()
  await signUp(page, uniqueEmail('draw'), DOWNTOWN)
  await expect(page).toHaveURL(/\/map\/43\.6532;-79\.3832\?z=14$/)
  await pinsLoaded(page)
  const before = await homesInView(page)
  expect(before).toBeGreaterThan(0)

  const corners = await triangleOnMap(page)
  await page.getByRole('button', { name: 'Draw' }).click()
  await expect(page.getByRole('group', { name: 'Draw a search area' })).toBeVisible()
  const phone = test.info().project.name === 'phone'
  if (phone) await drawWithFinger(page, corners)
  else await drawWithMouse(page, corners)

  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await pinsLoaded(page)
  await expect.poll(() => homesInView(page)).toBeLessThan(before)
  const inside = await markersInside(page, corners)
  expect(inside.count).toBeGreaterThan(0)
  expect(inside.outside).toBe(0)
  await page.screenshot({ path: test.info().outputPath('drawn-area.png') })

  await page.reload()
  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await pinsLoaded(page)
  expect((await markersInside(page, corners)).outside).toBe(0)
  const drawnUrl = new URL(page.url())

  await page.getByRole('button', { name: 'Save this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search' })
  await dialog.getByRole('textbox', { name: 'Search name' }).fill('Downtown triangle')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  await page.goto('/real-estate/auth/profile')
  if ((page.viewportSize()?.width ?? 0) >= 900) {
    await page.getByRole('tab', { name: 'Saved Searches' }).click()
  } else {
    await page.getByRole('main').locator('button[aria-haspopup="dialog"]').click()
    await page.getByRole('button', { name: 'Saved Searches', exact: true }).click()
  }
  const list = page.getByRole('list', { name: 'Saved Searches' })
  await expect(list.getByText('Downtown triangle', { exact: true })).toBeVisible()
  await list.getByRole('link', { name: 'Open' }).click()
  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  expect(new URL(page.url()).searchParams.get('drawn')).toBe(drawnUrl.searchParams.get('drawn'))
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await pinsLoaded(page)

  await page.getByRole('button', { name: 'Clear Bounds' }).click()
  await expect(page).not.toHaveURL(/drawn=/)
})

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' })

  test('an area drawn point by point is searched', async ({ page }) => {
    await page.goto(DOWNTOWN)
    await pinsLoaded(page)
    await page.getByRole('button', { name: 'Dessiner' }).click()
    const [a, b, c] = await triangleOnMap(page)
    if (!a || !b || !c) throw new Error('no triangle')
    await page.getByRole('button', { name: 'Point par point' }).click()
    const rectangle: Point[] = [a, c, [c[0], b[1]], [a[0], b[1]]]
    for (const [x, y] of [...rectangle, a]) {
      await page.mouse.move(x, y, { steps: 4 })
      await page.mouse.click(x, y)
    }
    await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
    await expect(page.getByRole('button', { name: 'Effacer la zone' })).toBeVisible()
    await pinsLoaded(page)
    await page.screenshot({ path: test.info().outputPath('drawn-area-fr.png') })
  })

  test('a line that crosses itself is refused with a message', async ({ page }) => {
    await page.goto(DOWNTOWN)
    await pinsLoaded(page)
    await page.getByRole('button', { name: 'Dessiner' }).click()
    const [a, b, c] = await triangleOnMap(page)
    if (!a || !b || !c) throw new Error('no triangle')
    await page.getByRole('button', { name: 'Point par point' }).click()
    const bowTie: Point[] = [a, [c[0], b[1]], c, [a[0], b[1]]]
    for (const [x, y] of [...bowTie, a]) {
      await page.mouse.move(x, y, { steps: 4 })
      await page.mouse.click(x, y)
    }
    await expect(page.getByRole('alert').filter({ hasText: 'Le contour se croise' })).toBeVisible()
    await expect(page).not.toHaveURL(/drawn=/)
  })
})
