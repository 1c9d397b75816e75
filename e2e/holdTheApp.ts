import type { Page } from '@playwright/test'

/**
 * Holds back the app's code until the returned function is called: until then the page runs only
 * what came with its HTML (its markup, styles and inline scripts).
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/app-*.js', async (route) => {
    await held
    await route.continue()
  })
  return () => {
    release()
  }
}
