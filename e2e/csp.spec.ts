import type { ListingRecord } from '../contract/listing'
import { detailPath } from '../src/lib/addressSlug'
import { basePath, isRemote, localServiceUrl } from './env'
import { expect, test } from './fixtures'

// The built page carries a Content-Security-Policy (scripts/vite/contentSecurityPolicy.ts).
// Every screen, on desktop and phone, loads and runs under it with no violation at all.

const SCREENS = [
  '/',
  '/buying',
  '/selling',
  '/about',
  '/contact',
  '/calculators',
  '/pre-approval',
  '/trends',
  '/list/on/toronto',
  '/map/43.6532;-79.3832?z=14',
  '/auth/login',
  '/auth/new-account',
  '/no/such/page',
]

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

async function aListingPath(): Promise<string> {
  const response = await fetch(`${localServiceUrl}/listings?status=A&resultsPerPage=1`)
  const { listings } = (await response.json()) as { listings: ListingRecord[] }
  const listing = listings[0]
  if (!listing) throw new Error('the local service has no active listing')
  return detailPath(listing)
}

test('every screen runs under the Content-Security-Policy with no violation', async ({ page }) => {
  test.slow()
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`,
      )
    })
  })
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  const screens = isRemote ? SCREENS : [...SCREENS, await aListingPath()]
  for (const screen of screens) {
    await page.goto(`${basePath}${screen}`)
    await expect(page.locator('main')).toBeVisible()
    await expect(page.getByRole('contentinfo').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(policy, `${screen} has no policy`).toContain("script-src 'self'")
    const violations = await page.evaluate(() => window.__cspViolations ?? [])
    expect([...violations, ...refused], screen).toEqual([])
  }
})
