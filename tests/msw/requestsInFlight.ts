import type { SetupServerApi } from 'msw/node'

/** How long a test's last requests get to be answered after its screen has gone. */
const SETTLE_LIMIT_MS = 5_000

/**
 * Keeps the requests of a test inside that test. Every `fetch` is counted from the moment it is
 * called (MSW looks its handler up a few tasks later), so a test can wait for the requests its
 * screen started to be answered by that test's handlers, rather than reach MSW after the handlers
 * were reset. A request with no handler fails the test that made it, whenever it arrives.
 */
export function trackRequests(server: SetupServerApi) {
  const pending = new Set<Promise<unknown>>()
  const unhandled: string[] = []

  function listen(): void {
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${request.url}`)
        print.error()
      },
    })
    // Wrapped after MSW has put its own fetch in place, so that the wrapper sees every call.
    const interceptedFetch = globalThis.fetch
    globalThis.fetch = (...args: Parameters<typeof fetch>) => {
      const response = interceptedFetch(...args)
      const settled = response.then(
        () => undefined,
        () => undefined,
      )
      pending.add(settled)
      void settled.then(() => pending.delete(settled))
      return response
    }
  }

  /** Waits (a few seconds at most) until every request started so far has its answer. */
  async function settle(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const limit = new Promise<'limit'>((resolve) => {
      timer = setTimeout(() => {
        resolve('limit')
      }, SETTLE_LIMIT_MS)
    })
    try {
      while (pending.size > 0) {
        const first = await Promise.race([Promise.all([...pending]).then(() => 'done'), limit])
        if (first === 'limit') {
          // Never to be answered (a test that holds its answer back to show a loading state):
          // forgotten, or every later test in the file would wait out the limit for it again.
          pending.clear()
          return
        }
      }
    } finally {
      clearTimeout(timer)
    }
  }

  /** Throws, once, for the requests that found no handler since the last call. */
  function checkHandled(): void {
    if (unhandled.length === 0) return
    const list = unhandled.splice(0).join(', ')
    throw new Error(`requests with no handler: ${list}`)
  }

  return { listen, settle, checkHandled }
}
