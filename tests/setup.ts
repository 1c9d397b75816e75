import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { leaveComponentStylesOut } from './componentStyles'
import { failOnConsoleErrors } from './consoleErrors'
import { trackRequests } from './msw/requestsInFlight'
import { server } from './msw/server'

// findBy and waitFor give a busy 2-core machine time to render a lazy screen; a test that
// fails waits this long, a passing one no longer than it needs.
configure({ asyncUtilTimeout: 15_000 })

// Vitest serves from '/', but the app lives under /real-estate/ as in production.
vi.stubEnv('BASE_URL', '/real-estate/')
// The sign-in cookies live on that path only, so the document must be under it to read them.
window.history.replaceState(null, '', '/real-estate/')

// Unexpected requests fail loudly: every call a test makes must be one it declared.
const requests = trackRequests(server)
beforeAll(() => {
  requests.listen()
})
afterAll(() => {
  server.close()
})

// jsdom has no layout engine; MUI's media queries need matchMedia to exist.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
})

failOnConsoleErrors()
leaveComponentStylesOut()

afterEach(async () => {
  // Real timers, so that no test's fake clock holds up the wait below.
  vi.useRealTimers()
  cleanup()
  // Requests the screen started before it went are answered by this test's handlers.
  await requests.settle()
  server.resetHandlers()
  window.localStorage.clear()
  requests.checkHandled()
})
