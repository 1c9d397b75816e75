/** Where the service's own signals go: the metrics listener and the error reports. */
export interface ObservabilitySettings {
  /**
   * METRICS_PORT (and METRICS_HOST, 127.0.0.1 unless given): the private listener for
   * `GET /metrics`; unset, none (several instances on one machine need a port each).
   */
  readonly metrics: { readonly host: string; readonly port: number } | undefined
  /** SENTRY_DSN: where server errors are reported; unset, nowhere but the log. */
  readonly sentryDsn: string | undefined
}

/** Reads METRICS_PORT, METRICS_HOST and SENTRY_DSN; a wrong value stops the start with a reason. */
export function readObservability(
  read: (name: string) => string | undefined,
  publicPort: number,
): ObservabilitySettings {
  const port = read('METRICS_PORT')
  const dsn = read('SENTRY_DSN')
  if (dsn !== undefined && !/^https?:\/\/[^@/]+@[^/]+\/.+$/.test(dsn)) {
    throw new Error('SENTRY_DSN must look like https://<key>@<host>/<project>')
  }
  if (port === undefined) return { metrics: undefined, sentryDsn: dsn }
  const parsed = Number(port)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) {
    throw new Error(`METRICS_PORT must be an integer from 0 to 65535, not "${port}"`)
  }
  // The metrics are private: they never share the public port.
  if (parsed !== 0 && parsed === publicPort) {
    throw new Error('METRICS_PORT must differ from PORT: metrics are never served publicly')
  }
  return { metrics: { host: read('METRICS_HOST') ?? '127.0.0.1', port: parsed }, sentryDsn: dsn }
}
