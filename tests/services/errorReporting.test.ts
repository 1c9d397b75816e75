import { describe, expect, it, vi } from 'vitest'

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }))
vi.mock('@sentry/react', () => sentry)

async function freshModule() {
  vi.resetModules()
  const { logger } = await import('../../src/lib/logger')
  return { ...(await import('../../src/services/errorReporting')), logger }
}

describe('error reporting', () => {
  it('without a DSN, sends errors to the console and never loads Sentry', async () => {
    const { initErrorReporting, reportError, logger } = await freshModule()
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    await initErrorReporting({ dsn: undefined, environment: 'staging', release: '1.5.1' })
    const error = new Error('boom')
    reportError(error)
    expect(logged).toHaveBeenCalledWith('Unhandled error', error)
    expect(sentry.init).not.toHaveBeenCalled()
  })

  it('with a DSN, starts Sentry with its release, a sample rate of 1 and 100 breadcrumbs, and sends errors there', async () => {
    const { initErrorReporting, reportError } = await freshModule()
    await initErrorReporting({
      dsn: 'https://key@sentry.example/1',
      environment: 'staging',
      release: '1.5.1',
    })
    expect(sentry.init).toHaveBeenCalledWith({
      dsn: 'https://key@sentry.example/1',
      environment: 'staging',
      release: '1.5.1',
      sampleRate: 1,
      maxBreadcrumbs: 100,
    })
    const error = new Error('boom')
    reportError(error)
    expect(sentry.captureException).toHaveBeenCalledWith(error)
  })
})
