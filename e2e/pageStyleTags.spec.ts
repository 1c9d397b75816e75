import { expect, test } from '@playwright/test'
import { basePath } from './env'

/**
 * A rendered page's styles stand in tags emotion never moves (src/app/theme/pageStyleTags.ts).
 * When the browser's emotion moved a tag that held rules (at its cache's start, and again as each
 * `Global` took its tag over), the browser parsed the sheet again and restyled every element its
 * rules could match: for the baseline's `*` and `body` rules, the whole page, twice, while a phone
 * is busiest starting the app.
 */
for (const path of ['/', '/contact', '/calculators', '/list/on/toronto']) {
  test(`${path}: the app takes over the page's style tags without moving one that holds rules`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { movedRules: string[] }
      seen.movedRules = []
      const fromHtml = new WeakSet<Node>()
      document.addEventListener('DOMContentLoaded', () => {
        for (const tag of document.querySelectorAll('style')) fromHtml.add(tag)
      })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (fromHtml.has(node) && (node.textContent ?? '') !== '')
              seen.movedRules.push((node as Element).outerHTML.slice(0, 80))
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${basePath}${path}`)
    await page.waitForLoadState('networkidle')
    // Hydrated: the page's controls wait in a disabled fieldset until then.
    await expect(page.locator('fieldset[disabled]')).toHaveCount(0)
    expect(
      await page.evaluate(() => (window as unknown as { movedRules: string[] }).movedRules),
    ).toEqual([])
  })
}
