import { gzipSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { BUDGETS, budgetBytes, budgetNamed } from '../bench/budgets'
import { budgetedBytes, isOverBudget } from '../bench/budgetSizes'
import { entryScript, startClosure } from '../bench/entrySize'
import { LOCAL_ONLY, basePath, isRemote } from './env'

// Every budget, its size and its reason are in bench/budgets.ts: a change that needs bytes
// raises a budget there, with its reason.
const entryBudget = budgetNamed('entry')

test(`the entry JavaScript stays within its budget (${String(entryBudget.kB)} kB gzip)`, async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, not per viewport')
  // The app's frame names the entry alone; a rendered page also preloads its own route's chunks.
  const html = await (await request.get(`${basePath}/app.html`)).text()
  const start = entryScript(html)
  expect(start).toBeDefined()

  // The entry's whole static-import closure: every module it imports, transitively.
  let total = 0
  const sizes: string[] = []
  await startClosure(start ?? '', async (file) => {
    const body = await (await request.get(`${basePath}/${file}`)).body()
    const gzipped = gzipSync(body, { level: 9 }).length
    total += gzipped
    sizes.push(`${file}: ${(gzipped / 1024).toFixed(1)} kB`)
    return body.toString('utf8')
  })
  testInfo.annotations.push({
    type: 'entry-js',
    description: `${(total / 1024).toFixed(1)} kB gzip (${sizes.join(', ')})`,
  })
  expect(total, sizes.join('\n')).toBeLessThanOrEqual(budgetBytes(entryBudget))
})

for (const budget of BUDGETS.filter((b) => b.kind !== 'entry')) {
  test(`the ${budget.name} ${budget.kind} JavaScript stays within ${String(budget.kB)} kB gzip`, async () => {
    const testInfo = test.info()
    test.skip(testInfo.project.name !== 'desktop', 'measured once, not per viewport')
    test.skip(isRemote, LOCAL_ONLY)
    // From the build on disk: its source maps name the chunks of each module (the server does
    // not serve source maps).
    const bytes = await budgetedBytes(budget)
    expect(
      bytes,
      `a build with source maps in dist/ that has ${budget.modules.join(', ')}`,
    ).toBeDefined()
    testInfo.annotations.push({
      type: 'budget',
      description: `${budget.name}: ${((bytes ?? 0) / 1024).toFixed(1)} kB gzip of ${String(budget.kB)} kB`,
    })
    expect(
      isOverBudget(budget, bytes ?? 0),
      `${String(bytes)} bytes over ${String(budgetBytes(budget))}`,
    ).toBe(false)
  })
}

/**
 * A rendered page draws itself with the styles its HTML carries (emotion's server tools at build),
 * not with styles a script adds: the page laid out with JavaScript disabled must be the page the
 * app hydrates, box for box, or the visitor sees it move as the code arrives.
 */
const LANDMARKS = ['h1', 'header', 'main'] as const

async function boxes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(
    (selectors) => {
      const round = (value: number) => Math.round(value)
      return Object.fromEntries(
        selectors.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect()
          return [selector, box ? [box.x, box.y, box.width, box.height].map(round) : []]
        }),
      )
    },
    LANDMARKS as unknown as string[],
  )
}

for (const path of ['/', '/contact', '/about', '/list/on/toronto', '/trends', '/calculators']) {
  test(`${path} is laid out by its HTML's own styles, as the app hydrates it`, async ({
    browser,
    page,
  }) => {
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      isMobile: test.info().project.use.isMobile ?? false,
    })
    const rendered = await still.newPage()
    await rendered.goto(`${basePath}${path}`)
    await expect(rendered.getByRole('heading', { level: 1 })).toBeVisible()
    const before = await boxes(rendered)
    await still.close()

    await page.goto(`${basePath}${path}`)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#root fieldset:not([disabled])').first()).toBeAttached()
    const after = await boxes(page)
    for (const landmark of ['h1', 'header']) expect(after[landmark]).toEqual(before[landmark])
    // The main area may grow once its data arrives; its place and width must not change.
    expect(after.main?.slice(0, 3)).toEqual(before.main?.slice(0, 3))
  })
}
