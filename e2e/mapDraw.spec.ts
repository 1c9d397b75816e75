import { signUp, uniqueEmail } from './accountSteps'
import { LOCAL_ONLY, isRemote } from './env'
import { expect, test } from './fixtures'
import {
  DOWNTOWN,
  drawFreehand,
  expectPinsInsideDrawn,
  homesInView,
  pinsLoaded,
  triangleOnMap,
  watchPins,
  type Point,
} from './mapDrawSteps'

test.skip(isRemote, LOCAL_ONLY)

test('draw a triangle over downtown: only its homes, Clear Bounds, kept on reload, saved and reopened', async ({
  page,
}) => {
  test.slow()
  const pins = watchPins(page)
  await signUp(page, uniqueEmail('draw'), DOWNTOWN)
  await expect(page).toHaveURL(/\/map\/43\.6532;-79\.3832\?z=14$/)
  await pinsLoaded(page)
  const before = await homesInView(page)
  expect(before).toBeGreaterThan(0)

  const corners = await triangleOnMap(page)
  await page.getByRole('button', { name: 'Draw' }).click()
  await expect(page.getByRole('group', { name: 'Draw a search area' })).toBeVisible()
  await drawFreehand(page, corners)

  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await expectPinsInsideDrawn(page, pins)
  await expect.poll(() => homesInView(page)).toBeLessThan(before)
  await page.screenshot({ path: test.info().outputPath('drawn-area.png') })

  await page.reload()
  await expect(page).toHaveURL(/[?&]drawn=[\w-]+/)
  await expect(page.getByRole('button', { name: 'Clear Bounds' })).toBeVisible()
  await expectPinsInsideDrawn(page, pins)
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
  await expectPinsInsideDrawn(page, pins)

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
