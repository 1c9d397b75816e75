import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { overlaps, pinBoxes } from './mapBoxes'

test.describe.configure({ timeout: 90_000 })

/** The buttons down the map's right edge that are on screen. */
const controlBoxes = (page: Page) =>
  page
    .getByRole('toolbar')
    .getByRole('button')
    .evaluateAll((elements) =>
      elements
        .map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect()
          return { x, y, width, height, name: element.getAttribute('aria-label') }
        })
        .filter((box) => box.width > 0 && box.height > 0),
    )

const VIEWS = [
  '/map/43.70;-79.42?z=10',
  '/map/43.6532;-79.3832?z=13',
  '/map/43.6555;-79.4005?z=16',
  '/map/43.6532;-79.3832?z=16',
  '/map/toronto',
]

/**
 * No pin or cluster is under the round buttons down the map's right edge, none is cut by the
 * map's top edge (the count band above it), and at zoom 16 no two price pins lie on one another.
 */
for (const size of [
  { width: 360, height: 780, project: 'phone' },
  { width: 390, height: 844, project: 'phone' },
  { width: 1440, height: 900, project: 'desktop' },
]) {
  test.describe(`${String(size.width)}×${String(size.height)}`, () => {
    test.skip(
      () => test.info().project.name !== size.project,
      `the ${size.project} project runs it`,
    )
    test.use({ viewport: { width: size.width, height: size.height } })

    for (const path of VIEWS) {
      test(`pins stand clear of the controls, the top edge and each other on ${path}`, async ({
        page,
        visit,
      }) => {
        await visit(path)
        const map = page.getByTestId('map')
        await expect(map).toHaveAttribute('data-pins-status', 'loaded')
        await expect(map).toHaveAttribute('data-pins-painted')
        const mapBox = await map.boundingBox()
        if (!mapBox) throw new Error('no map')
        const pins = await pinBoxes(page)
        expect(pins.length).toBeGreaterThan(0)
        const controls = await controlBoxes(page)
        expect(controls.length).toBeGreaterThanOrEqual(4)
        for (const control of controls) {
          expect(
            pins.filter((pin) => overlaps(pin, control)),
            String(control.name),
          ).toEqual([])
        }
        expect(pins.filter((pin) => pin.y < mapBox.y)).toEqual([])
        if (path.endsWith('z=16')) {
          const piled = pins.flatMap((a, i) =>
            pins
              .slice(i + 1)
              .filter((b) => overlaps(a, b))
              .map((b) => [a.label, b.label]),
          )
          expect(piled).toEqual([])
        }
        await page.screenshot({ path: test.info().outputPath('pins.png') })
      })
    }
  })
}
