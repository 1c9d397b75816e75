import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { notify } from '../../src/features/shell/notifications/notificationsSlice'
import { realtyApi } from '../../src/services/realtyApi'
import { manifestUrl } from '../msw/handlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('offline notice', () => {
  it('stays while the browser is offline, offers Reload, and leaves when back online', async () => {
    await renderWithProviders(undefined, { route: '/' })
    act(() => {
      setOnline(false)
    })
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('You are currently offline.')
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    expect(within(notice).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument()

    act(() => {
      setOnline(true)
    })
    expect(screen.queryByText('You are currently offline.')).not.toBeInTheDocument()
  })
})

describe('new-version notice', () => {
  it('asks for a reload when the deployed version differs', async () => {
    server.use(http.get(manifestUrl, () => HttpResponse.json({ version: '9.9.9' })))
    await renderWithProviders(undefined, { route: '/' })
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('A new version is available.')
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })

  it('stays quiet when the deployed version is the running one', async () => {
    await renderWithProviders(undefined, { route: '/' })
    await screen.findByRole('contentinfo')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('notification stack', () => {
  it('shows at most two notices in the shell and each can be dismissed', async () => {
    const { store, user } = await renderWithProviders(undefined, { route: '/' })
    act(() => {
      store.dispatch(notify({ id: 'a', message: 'notifications.connection', severity: 'error' }))
      store.dispatch(notify({ id: 'b', message: 'notifications.offline', severity: 'warning' }))
      store.dispatch(notify({ id: 'c', message: 'notifications.newVersion', severity: 'info' }))
    })
    const region = screen.getByRole('region', { name: 'Notifications' })
    await within(region).findByText('A new version is available.')
    expect(within(region).getAllByRole('alert')).toHaveLength(2)

    await user.click(within(region).getAllByRole('button', { name: 'Dismiss' })[0]!)
    expect(within(region).getAllByRole('alert')).toHaveLength(2)
    expect(within(region).getByText('Could not connect to server.')).toBeInTheDocument()
  })
})

describe('unreachable service', () => {
  const probe = realtyApi.injectEndpoints({
    endpoints: (build) => ({ probe: build.query<unknown, undefined>({ query: () => '/probe' }) }),
  })

  it("says 'Could not connect to server.' when a call gets no answer", async () => {
    server.use(http.get('*/probe', () => HttpResponse.error()))
    const { store } = await renderWithProviders(undefined, { route: '/' })
    await act(async () => {
      await store.dispatch(probe.endpoints.probe.initiate(undefined))
    })
    expect(await screen.findByText('Could not connect to server.')).toBeInTheDocument()
  })

  it('stays quiet for an HTTP error, which the screen that asked handles', async () => {
    server.use(http.get('*/probe', () => HttpResponse.json({ message: 'no' }, { status: 404 })))
    const { store } = await renderWithProviders(undefined, { route: '/' })
    await act(async () => {
      await store.dispatch(probe.endpoints.probe.initiate(undefined))
    })
    expect(screen.queryByText('Could not connect to server.')).not.toBeInTheDocument()
  })
})
