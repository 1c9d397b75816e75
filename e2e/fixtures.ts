import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { basePath } from './env'

/** WCAG 2.1 A and AA, as axe reports them; any violation fails the test with its targets. */
export async function expectAccessible(page: Page): Promise<void> {
  // A colour halfway through a transition (a button leaving its busy state as a form's schema
  // arrives) is not one a visitor reads: axe sees every transition at its end.
  const settled = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  await settled.evaluate((style) => style.parentNode?.removeChild(style))
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
        .map((node) => node.target.join(' '))
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
      await expectAccessible(page)
      visits += 1
      await page.screenshot({
        path: testInfo.outputPath(`visit-${String(visits)}.png`),
        fullPage: true,
      })
    })
  },
})

export { expect }
