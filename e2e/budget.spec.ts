import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { entryScript, staticImports } from '../bench/entrySize'
import { basePath } from './env'

/** The JavaScript a first visit must download before anything renders. */
const ENTRY_BUDGET_BYTES = 180 * 1024

test('the entry JavaScript stays within 180 kB gzip', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, not per viewport')
  // The app's frame names the entry alone; a rendered page also preloads its own route's chunks.
  const html = await (await request.get(`${basePath}/app.html`)).text()
  const start = entryScript(html)
  expect(start).toBeDefined()

  // The entry's whole static-import closure: every module it imports, transitively.
  let total = 0
  const sizes: string[] = []
  const seen = new Set<string>()
  const queue = [start ?? '']
  while (queue.length > 0) {
    const file = queue.pop() ?? ''
    if (seen.has(file)) continue
    seen.add(file)
    const body = await (await request.get(`${basePath}/${file}`)).body()
    queue.push(...staticImports(body.toString('utf8')))
    const gzipped = gzipSync(body, { level: 9 }).length
    total += gzipped
    sizes.push(`${file}: ${(gzipped / 1024).toFixed(1)} kB`)
  }
  testInfo.annotations.push({
    type: 'entry-js',
    description: `${(total / 1024).toFixed(1)} kB gzip (${sizes.join(', ')})`,
  })
  expect(total, sizes.join('\n')).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES)
})

/**
 * A rendered page carries the styles its render used (emotion's server tools at build), and the
 * browser adopts them when it hydrates instead of compiling them again: a page whose first
 * render differs from the build's would compile its styles while loading, and this notices.
 */
const RUNTIME_RULES_ALLOWED = 20

for (const path of ['/', '/contact', '/about']) {
  // Known gap: some MUI components (Button among them) get other class names in the build-time
  // render than in the browser bundle, so a re-render after hydration compiles their styles
  // again. Fix that before turning this gate back on.
  test.fixme(`${path} hydrates with the styles its HTML carries`, async ({ page }) => {
    await page.goto(`${basePath}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const styles = await page.evaluate(() => {
      const emotionSheets = [...document.querySelectorAll('style[data-emotion="css"]')]
      return {
        rendered: document.querySelectorAll('style[data-emotion^="css "]').length,
        compiled: emotionSheets.flatMap((style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        ),
      }
    })
    expect(styles.rendered).toBeGreaterThan(0)
    expect(
      styles.compiled.length,
      `styles compiled at run time:\n${styles.compiled.slice(0, 5).join('\n')}`,
    ).toBeLessThanOrEqual(RUNTIME_RULES_ALLOWED)
  })
}
