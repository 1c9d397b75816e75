import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { basePath } from './env'

/** The JavaScript a first visit must download before anything renders. */
const ENTRY_BUDGET_BYTES = 180 * 1024

test('the entry JavaScript stays within 180 kB gzip', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'measured once, not per viewport')
  const html = await (await request.get(`${basePath}/`)).text()
  // index.html names the entry and the modules it preloads once the shell has painted.
  const scripts = [...html.matchAll(/"([^"]+\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  expect(scripts.length).toBeGreaterThan(0)

  let total = 0
  const sizes: string[] = []
  for (const script of new Set(scripts)) {
    const body = await (await request.get(script)).body()
    const gzipped = gzipSync(body, { level: 9 }).length
    total += gzipped
    sizes.push(`${script}: ${(gzipped / 1024).toFixed(1)} kB`)
  }
  testInfo.annotations.push({
    type: 'entry-js',
    description: `${(total / 1024).toFixed(1)} kB gzip (${sizes.join(', ')})`,
  })
  expect(total, sizes.join('\n')).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES)
})
