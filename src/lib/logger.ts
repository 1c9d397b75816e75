/**
 * The one place the app writes diagnostics. Failures that are logged and not shown (a failed
 * suggestions or history request) go here, so
 * tests can assert on them and production can route them elsewhere without touching callers.
 */
export const logger = {
  info(message: string, ...details: unknown[]): void {
    console.info(message, ...details)
  },
  warn(message: string, ...details: unknown[]): void {
    console.warn(message, ...details)
  },
  error(message: string, ...details: unknown[]): void {
    console.error(message, ...details)
  },
}
