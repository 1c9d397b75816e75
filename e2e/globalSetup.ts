import { expect } from '@playwright/test'
import { isRemote, localServiceUrl } from './env'

/**
 * Playwright waits for the SPA; the local service may still be writing its first dataset, so
 * wait for its health check too before any test runs.
 */
export default async function globalSetup(): Promise<void> {
  if (isRemote) return
  await expect(async () => {
    const response = await fetch(`${localServiceUrl}/health`)
    expect(response.ok, `${localServiceUrl}/health`).toBe(true)
  }).toPass({ timeout: 180_000 })
  if (process.env.E2E_LISTINGS_SOURCE !== 'provider') return
  // In provider mode the fake provider starts after the service: wait until a realty call that
  // needs it answers.
  await expect(async () => {
    const response = await fetch(`${localServiceUrl}/locations?search=tor`)
    expect(response.ok, 'the realty service over the fake provider').toBe(true)
  }).toPass({ timeout: 60_000 })
}
