import { logger } from '../lib/logger'

export interface ErrorReportingOptions {
  readonly dsn: string | undefined
  readonly environment: string
  readonly release: string
}

type CaptureException = (error: unknown) => void

let capture: CaptureException = (error) => {
  logger.error('Unhandled error', error)
}

/**
 * With a DSN, errors go to Sentry (loaded on demand so it never weighs on the entry bundle);
 * without one they go to the console.
 */
export async function initErrorReporting({
  dsn,
  environment,
  release,
}: ErrorReportingOptions): Promise<void> {
  if (!dsn) return
  const Sentry = await import('./sentryClient')
  Sentry.init({
    dsn,
    environment,
    release,
    sampleRate: 1,
    maxBreadcrumbs: 100,
  })
  capture = (error) => {
    Sentry.captureException(error)
  }
}

export function reportError(error: unknown): void {
  capture(error)
}
