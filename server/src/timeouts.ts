/** Headers are a few kilobytes: a client that has not sent them in this time never will. */
const HEADERS_TIMEOUT_MS = 10_000
/** An idle kept-alive connection is closed after this; browsers reopen one when they need it. */
const KEEP_ALIVE_TIMEOUT_MS = 5000
/** How often open connections are checked against the request and header timeouts, at most. */
const CHECK_INTERVAL_MS = 1000

/**
 * Fastify's and Node's timeouts from the one setting, so no client holds a socket (and the
 * memory of its half-read body) for long by sending slowly. A request, body included, must
 * arrive within `requestTimeoutMs` (else 408 and the socket closed), its headers within
 * HEADERS_TIMEOUT_MS, and a connection silent for twice `requestTimeoutMs` is closed. Node checks the
 * first two every CHECK_INTERVAL_MS, or more often for a short timeout (tests use one).
 */
export function timeoutOptions(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    // Twice as long, so a request still arriving is answered 408 before its socket is cut.
    connectionTimeout: 2 * requestTimeoutMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, requestTimeoutMs),
    http: {
      // Node refuses a header timeout longer than the request's.
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.max(10, Math.min(CHECK_INTERVAL_MS, requestTimeoutMs / 4)),
    },
  }
}
