import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { basePath } from './env'

/**
 * axe's minified build, run once per page. AxeBuilder evaluates the source it is given twice per
 * analysis (and a check taken again evaluates it again); by default that is axe's 1.3 MB
 * unminified build, which took a loaded CI machine 2–3 s a time. Guarded, a later evaluation in
 * the same page finds axe already there and does nothing.
 */
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
const AXE_ONCE = `if (typeof window.axe === 'undefined') {
${readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8')}
}`

/**
 * Waits for running CSS transitions and finite animations; answers how many have started so far.
 * Counted are the motions that change what axe measures: transitions, and finite animations other
 * than MUI's autofill probes (`mui-auto-fill…`, 10 ms with nothing drawn, started whenever a field
 * is styled afresh). Infinite ones (placeholders' pulse, spinners) hold no text and never end.
 */
async function settle(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const counted = window as { motionStarts?: number }
    const finite = (animation: Animation) =>
      animation.effect?.getComputedTiming().endTime !== Infinity
    if (counted.motionStarts === undefined) {
      counted.motionStarts = 0
      const count = () => (counted.motionStarts = (counted.motionStarts ?? 0) + 1)
      document.addEventListener('transitionrun', count, true)
      document.addEventListener(
        'animationstart',
        (event) => {
          if (event.animationName.startsWith('mui-auto-fill')) return
          const started = (event.target as Element)
            .getAnimations()
            .find((animation) => (animation as CSSAnimation).animationName === event.animationName)
          if (started === undefined || finite(started)) count()
        },
        true,
      )
    }
    // A motion that starts while the running ones are awaited is awaited too (a form's button
    // enabled as its schema arrives), for up to 5 s of motions following one another.
    const deadline = performance.now() + 5_000
    let seen: number | undefined
    while (seen !== counted.motionStarts && performance.now() < deadline) {
      seen = counted.motionStarts
      await Promise.all(
        document
          .getAnimations()
          .filter(finite)
          .map((animation) => animation.finished.catch(() => undefined)),
      )
    }
    return counted.motionStarts
  })
}

/** WCAG 2.1 A and AA, as axe reports them; any violation fails the test with its targets. */
export async function expectAccessible(page: Page): Promise<void> {
  // The same rules and the same violations as axe's defaults, in a third of the time: details are
  // gathered for violations only (passes and incomplete results are cut short, and never asserted
  // on), and a page without frames is checked by one axe.run in place, rather than a partial run
  // per frame merged in a second, blank page. options() replaces what withTags() adds: call it first.
  const builder = new AxeBuilder({ page, axeSource: AXE_ONCE })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (page.frames().length === 1) builder.setLegacyMode()
  // Colour contrast is measured on what is painted: a button still fading in from its disabled
  // grey is not what anyone reads. So the page settles first, and a check during which something
  // started moving is taken again once it has settled (three times at most).
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>
  for (let attempt = 1; ; attempt += 1) {
    const before = await settle(page)
    results = await builder.analyze()
    if (attempt === 3 || (await settle(page)) === before) break
  }
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join(', ')}`,
  )
  expect(violations).toEqual([])
}

interface Fixtures {
  /** Opens a path under the base path, waits for the screen, checks it with axe, keeps a picture. */
  visit: (path: string) => Promise<void>
}

export const test = base.extend<Fixtures>({
  visit: async ({ page }, use, testInfo) => {
    let visits = 0
    await use(async (path) => {
      await page.goto(`${basePath}${path}`)
      await expect(page.locator('main')).toBeVisible()
      await expect(page.getByRole('contentinfo').first()).toBeVisible()
      // A page rendered at build keeps its controls in a disabled fieldset until it hydrates:
      // check what the visitor uses, the hydrated page, not the HTML before its code arrives.
      await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
      await expectAccessible(page)
      visits += 1
      // The first screenful: a full-page picture lays the whole page out again, a second or more
      // on a loaded machine for each visit.
      await page.screenshot({ path: testInfo.outputPath(`visit-${String(visits)}.png`) })
    })
  },
})

export { expect }
