import { afterEach, expect, it, vi } from 'vitest'
import { config } from '../../src/app/config'

/** The boot's collaborators as the test holds them: reporting's start, and the first render. */
const boot = vi.hoisted(() => {
  let reportingStarted: () => void = () => undefined
  const reporting = new Promise<void>((resolve) => {
    reportingStarted = resolve
  })
  return { reporting, reportingStarted, init: vi.fn(() => reporting), render: vi.fn() }
})

vi.mock('../../src/services/errorReporting', () => ({
  initErrorReporting: boot.init,
  reportError: vi.fn(),
}))
vi.mock('react-dom/client', () => ({
  createRoot: () => ({ render: boot.render }),
  hydrateRoot: boot.render,
}))
vi.mock('../../src/app/router', () => ({
  createAppRouter: () => ({ state: { initialized: true }, subscribe: () => () => undefined }),
}))
vi.mock('../../src/app/i18n', () => ({
  createI18n: () => Promise.resolve({ language: 'en', t: (key: string) => key }),
  namespacesLoading: () => undefined,
}))

afterEach(() => {
  vi.useRealTimers()
})

it('starts error reporting, with the release, before the first render', async () => {
  vi.useFakeTimers()
  document.body.innerHTML = '<div id="root"></div>'
  await import('../../src/main')
  expect(boot.init).toHaveBeenCalledWith({
    dsn: config.sentryDsn,
    environment: config.stage,
    release: config.version,
  })

  // Every step of the start-up that does not wait for reporting has run: no render yet.
  await vi.runAllTimersAsync()
  expect(boot.render).not.toHaveBeenCalled()

  boot.reportingStarted()
  await vi.runAllTimersAsync()
  expect(boot.render).toHaveBeenCalledTimes(1)
})

it('renders all the same when Sentry cannot load', async () => {
  vi.useFakeTimers()
  vi.resetModules()
  boot.render.mockClear()
  boot.init.mockImplementationOnce(() => Promise.reject(new Error('chunk failed to load')))
  document.body.innerHTML = '<div id="root"></div>'
  await import('../../src/main')
  await vi.runAllTimersAsync()
  expect(boot.render).toHaveBeenCalledTimes(1)
})
