// The interactions the benchmark repeats, as a person does them: each opens its screen once (not
// measured), may get each repetition ready (not measured), and acts once per repetition, resolving
// when the screen has answered (the pressed button shows pressed, the new pins are painted, the
// next page's heading is there). A phone taps and drags with touch; a desktop clicks and drags
// with the mouse.
import type { CDPSession, Locator, Page } from 'playwright'

export interface Stage {
  readonly page: Page
  readonly cdp: CDPSession
  readonly baseUrl: string
  readonly phone: boolean
  /** A listing page (path under the base) with at least eight photos. */
  readonly listingPath: string
  /** Sets the CPU slowdown again (a navigation may start a new renderer). */
  throttle(): Promise<void>
}

export interface Scenario {
  readonly name: string
  readonly repetitions?: number
  open(stage: Stage): Promise<void>
  before?(stage: Stage, repetition: number): Promise<void>
  act(stage: Stage, repetition: number): Promise<void>
}

const CITY = 'Toronto'
const SENTENCE = '3 bed house near a park under 900k'

async function visit(stage: Stage, path: string): Promise<void> {
  await stage.page.goto(`${stage.baseUrl}/real-estate/${path}`)
  await stage.throttle()
  await stage.page.waitForLoadState('networkidle')
}

async function press(stage: Stage, target: Locator): Promise<void> {
  if (stage.phone) await target.tap()
  else await target.click()
}

async function mapReady(stage: Stage, path = 'map'): Promise<void> {
  await visit(stage, path)
  await stage.page.waitForSelector(
    '[data-testid="map"][data-pins-status="loaded"][data-pins-painted]',
    { timeout: 120_000 },
  )
}

/** Runs `action`, then waits until the map reports a new set of pins painted. */
async function untilPinsPainted(stage: Stage, action: () => Promise<void>): Promise<void> {
  const painted = await stage.page.getAttribute('[data-testid="map"]', 'data-pins-painted')
  await action()
  await stage.page.waitForFunction(
    (before) =>
      document.querySelector('[data-testid="map"]')?.getAttribute('data-pins-painted') !== before,
    painted,
    { timeout: 60_000 },
  )
}

/** A drag from one point to another: the mouse on a desktop, one finger on a phone. */
async function drag(
  stage: Stage,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const steps = 5
  const at = (step: number) => ({
    x: from.x + ((to.x - from.x) * step) / steps,
    y: from.y + ((to.y - from.y) * step) / steps,
  })
  if (!stage.phone) {
    await stage.page.mouse.move(from.x, from.y)
    await stage.page.mouse.down()
    await stage.page.mouse.move(to.x, to.y, { steps })
    await stage.page.mouse.up()
    return
  }
  await stage.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let step = 1; step <= steps; step += 1) {
    await stage.cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [at(step)],
    })
  }
  await stage.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox()
  if (!box) throw new Error('the target has no box')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Where the filters are: the phone's Filters drawer, or the page (a desktop's filter bar). */
function filters(stage: Stage): Locator {
  return stage.phone ? stage.page.getByRole('dialog').last() : stage.page.locator('body')
}

async function openFilters(stage: Stage, menu?: RegExp): Promise<void> {
  if (stage.phone) {
    await press(stage, stage.page.getByRole('button', { name: 'Filters' }))
    await filters(stage).waitFor()
  } else if (menu) {
    await press(stage, stage.page.getByRole('button', { name: menu }).first())
  }
}

function typing(name: string, text: string): Scenario {
  return {
    name,
    repetitions: text.length,
    async open(stage) {
      await visit(stage, '')
      const box = stage.page.getByRole('combobox', {
        name: 'Search by city, address or MLS number',
      })
      await press(stage, box.first())
      await box.first().fill('')
    },
    async act(stage, repetition) {
      await stage.page.keyboard.press(text[repetition] ?? ' ')
    },
  }
}

/** The first listing of the Toronto list, opened from its card. */
async function openFirstListing(stage: Stage): Promise<void> {
  const heading = stage.page.getByRole('heading', { level: 1 })
  const before = await heading.textContent()
  await press(stage, stage.page.getByRole('article').first().getByRole('link').first())
  await stage.page.waitForFunction(
    (text) => {
      const h1 = document.querySelector('h1')
      return h1 !== null && h1.textContent !== text && location.pathname.split('/').length > 5
    },
    before,
    { timeout: 60_000 },
  )
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'Sale/Lease toggle',
    async open(stage) {
      await mapReady(stage)
      await openFilters(stage)
    },
    async act(stage, repetition) {
      const name = repetition % 2 === 0 ? 'Lease' : 'Sale'
      await press(stage, filters(stage).getByRole('button', { name, exact: true }).first())
      await filters(stage)
        .getByRole('button', { name, exact: true, pressed: true })
        .first()
        .waitFor()
    },
  },
  {
    name: 'price slider drag',
    async open(stage) {
      await mapReady(stage)
      await openFilters(stage, /^Price/)
    },
    async act(stage, repetition) {
      const thumb = filters(stage).locator('.MuiSlider-thumb').first()
      const from = await centreOf(thumb)
      await drag(stage, from, { x: from.x + (repetition % 2 === 0 ? 40 : -40), y: from.y })
    },
  },
  {
    name: 'Home Type choice',
    async open(stage) {
      await mapReady(stage)
      await openFilters(stage, /^Home Type/)
    },
    async act(stage) {
      const detached = filters(stage).getByRole('checkbox', { name: 'Detached', exact: true })
      const was = await detached.isChecked()
      await press(stage, detached)
      await filters(stage)
        .getByRole('checkbox', { name: 'Detached', exact: true, checked: !was })
        .waitFor()
    },
  },
  typing('search box: a city, per keystroke', CITY),
  typing('search box: a sentence, per keystroke', SENTENCE),
  {
    name: 'map pan end → pins painted',
    async open(stage) {
      await mapReady(stage, 'map/43.6532;-79.3832?z=13')
    },
    async act(stage, repetition) {
      const from = await centreOf(stage.page.getByTestId('map'))
      await untilPinsPainted(stage, () =>
        drag(stage, from, { x: from.x - 100, y: from.y + (repetition % 2 === 0 ? 40 : -40) }),
      )
    },
  },
  {
    name: 'map zoom end → pins painted',
    async open(stage) {
      await mapReady(stage, 'map/43.6532;-79.3832?z=13')
    },
    async act(stage, repetition) {
      const name = repetition % 2 === 0 ? 'Zoom in' : 'Zoom out'
      await untilPinsPainted(stage, () =>
        press(stage, stage.page.getByRole('button', { name, exact: true })),
      )
    },
  },
  {
    name: 'cluster click → pins painted',
    async open() {
      // Each repetition opens the map again: a cluster's click zooms in.
    },
    async before(stage) {
      await mapReady(stage, 'map/43.6532;-79.3832?z=11')
    },
    async act(stage) {
      const cluster = stage.page.locator('.hw-marker[data-variant="cluster"]').first()
      await untilPinsPainted(stage, () => press(stage, cluster))
    },
  },
  {
    name: 'list → listing page',
    async open() {
      // Each repetition starts from the list.
    },
    async before(stage) {
      await visit(stage, 'list/on/toronto')
    },
    async act(stage) {
      await openFirstListing(stage)
    },
  },
  {
    name: 'gallery next photo',
    repetitions: 7,
    async open(stage) {
      await visit(stage, stage.listingPath)
      await press(stage, stage.page.getByRole('button', { name: /^Show all \d+ photos$/ }))
      await stage.page.getByRole('dialog', { name: /Photo gallery/ }).waitFor()
    },
    async act(stage, repetition) {
      const dialog = stage.page.getByRole('dialog', { name: /Photo gallery/ })
      await press(stage, dialog.getByRole('button', { name: 'Next photo' }))
      await dialog.getByText(new RegExp(`^${String(repetition + 2)} / \\d+$`)).waitFor()
    },
  },
  {
    name: 'listing page → back to the list',
    async open() {
      // Each repetition opens a listing from the list first.
    },
    async before(stage) {
      await visit(stage, 'list/on/toronto')
      await openFirstListing(stage)
      await stage.page.waitForLoadState('networkidle')
    },
    async act(stage) {
      await press(stage, stage.page.getByRole('button', { name: 'Back', exact: true }).first())
      await stage.page
        .getByRole('heading', { level: 1, name: 'Homes for sale in Toronto, ON' })
        .waitFor()
    },
  },
  {
    name: 'save a home (signed in)',
    async open(stage) {
      await visit(stage, 'list/on/toronto')
    },
    async act(stage) {
      const card = stage.page.getByRole('article').first()
      const saved = await card.getByRole('button', { name: /^Saved: / }).count()
      await press(stage, card.getByRole('button', { name: saved ? /^Saved: / : /^Save / }))
      await card.getByRole('button', { name: saved ? /^Save / : /^Saved: / }).waitFor()
    },
  },
  {
    name: 'pre-approval Next (first step, unanswered)',
    async open(stage) {
      await visit(stage, 'pre-approval')
    },
    async act(stage) {
      const main = stage.page.getByRole('main')
      await press(stage, main.getByRole('button', { name: 'Save and continue' }))
      await main.getByText('Phone is required').waitFor()
    },
  },
  {
    name: 'calculator input change, per keystroke',
    repetitions: 6,
    async open(stage) {
      await visit(stage, 'calculators')
      const rate = stage.page.getByRole('textbox', { name: 'Interest rate (%)' }).first()
      await press(stage, rate)
      await stage.page.keyboard.press('End')
    },
    async act(stage, repetition) {
      await stage.page.keyboard.press(repetition % 2 === 0 ? '5' : 'Backspace')
    },
  },
  {
    name: 'language switch',
    async open(stage) {
      await visit(stage, '')
    },
    async act(stage, repetition) {
      const language = repetition % 2 === 0 ? 'fr' : 'en'
      await press(stage, stage.page.locator(`button[lang="${language}"]:visible`).first())
      await stage.page.waitForFunction(
        (wanted) => document.documentElement.lang === wanted,
        language,
      )
    },
  },
]
