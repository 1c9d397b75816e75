import { existsSync } from 'node:fs'

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, Debian's, or Playwright's own if one
 * was installed. Undefined when there is none.
 */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  const system = candidates.find((path) => existsSync(path))
  if (system) return system
  try {
    const { chromium } = await import('@playwright/test')
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined
}

export const NO_CHROMIUM =
  'No Chromium found: install one with `apt-get install -y chromium` (or set CHROMIUM_PATH).'
