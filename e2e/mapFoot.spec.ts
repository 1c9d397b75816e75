import { expect, test } from './fixtures'
import { overlaps, pinBoxes } from './mapBoxes'

test.describe.configure({ timeout: 90_000 })

/**
 * The buttons at the map's foot ('List', and 'Clear Bounds' with an area) stand in a band under
 * the map: no pin or cluster a person may tap is ever under them, on the phone sizes people hold.
 */
for (const size of [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
]) {
  test.describe(`${String(size.width)}×${String(size.height)}`, () => {
    test.skip(() => test.info().project.name !== 'phone', 'the phone project runs it')
    test.use({ viewport: size })

    for (const path of ['/map/43.70;-79.42?z=10', '/map/43.6532;-79.3832?z=13', '/map/toronto']) {
      test(`the foot's buttons cover no pin on ${path}`, async ({ page, visit }) => {
        await visit(path)
        const map = page.getByTestId('map')
        await expect(map).toHaveAttribute('data-pins-status', 'loaded')
        await expect(map).toHaveAttribute('data-pins-painted')
        const list = page.getByRole('button', { name: 'List', exact: true })
        await expect(list).toBeVisible()
        const buttons = [list]
        if (path === '/map/toronto') {
          const clear = page.getByRole('button', { name: 'Clear Bounds' })
          await expect(clear).toBeVisible()
          buttons.push(clear)
        }
        const mapBox = await map.boundingBox()
        const pins = await pinBoxes(page)
        expect(pins.length).toBeGreaterThan(0)
        for (const button of buttons) {
          const box = await button.boundingBox()
          if (!mapBox || !box) throw new Error('no box')
          expect(box.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1)
          expect(pins.filter((pin) => overlaps(pin, box))).toEqual([])
        }
      })
    }
  })
}
