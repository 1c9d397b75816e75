import { isRemote, localServiceUrl } from './env'

/**
 * Playwright waits for the SPA; the local service may still be writing its first dataset, so
 * wait for its health check too before any test runs.
 */
export default async function globalSetup(): Promise<void> {
  if (isRemote) return
  const deadline = Date.now() + 180_000
  for (;;) {
    try {
      const response = await fetch(`${localServiceUrl}/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${localServiceUrl}/health did not answer in time`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
