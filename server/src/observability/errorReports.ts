import {
  defaultStackParser,
  makeNodeTransport,
  NodeClient,
  Scope,
  type ErrorEvent,
} from '@sentry/node'
import { withoutPersonalData } from './personalData'

export interface ErrorReports {
  /** Sends a server error with the id of the request it failed. */
  report(error: unknown, requestId: string): void
  /** Sends what is still queued (up to 2 s) and stops. */
  close(): Promise<void>
}

export interface ErrorReportSettings {
  readonly dsn: string
  /** The build's version, so each report names the deploy it came from. */
  readonly release: string
  readonly environment: string
}

/**
 * An event as it may leave the service: the error's kind, message and stack (e-mails and phone
 * numbers taken out of the text), the release and the request id; no request, user, cookies,
 * headers or breadcrumbs.
 */
export function withoutPersonalEvent(event: ErrorEvent): ErrorEvent {
  const clean: ErrorEvent = { ...event }
  delete clean.request
  delete clean.user
  delete clean.breadcrumbs
  if (clean.message !== undefined) clean.message = withoutPersonalData(clean.message)
  if (clean.exception?.values) {
    clean.exception = {
      ...clean.exception,
      values: clean.exception.values.map((value) =>
        value.value === undefined ? value : { ...value, value: withoutPersonalData(value.value) },
      ),
    }
  }
  return clean
}

/** How long closing waits for reports still being sent. */
const FLUSH_MS = 2000

/**
 * Server errors to Sentry through a client of this app's own (not the process-wide one: tests
 * build many apps in one process), with no integrations: nothing is collected but the error.
 */
export function sentryReports({ dsn, release, environment }: ErrorReportSettings): ErrorReports {
  const client = new NodeClient({
    dsn,
    release,
    environment,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    // No integrations and no personal-data collection (the default): the error and its stack.
    integrations: [],
    beforeSend: withoutPersonalEvent,
  })
  client.init()
  const scope = new Scope()
  scope.setClient(client)
  return {
    report(error, requestId) {
      const request = scope.clone()
      request.setTag('request_id', requestId)
      request.captureException(error)
    },
    async close() {
      await client.close(FLUSH_MS)
    },
  }
}
