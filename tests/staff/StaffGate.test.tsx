import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { setIdTokenSource } from '../../src/services/idToken'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'
import { service } from './staffFixtures'

const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`

/** Every call the page makes to the staff service. */
function staffCalls(): string[] {
  const calls: string[] = []
  server.use(
    http.get(`${service}/staff/*`, ({ request }) => {
      calls.push(new URL(request.url).pathname)
      if (request.url.includes('/realtors')) return HttpResponse.json({ realtors: [] })
      if (request.url.includes('/applications')) return HttpResponse.json({ applications: [] })
      return HttpResponse.json({ leads: [], total: 0 })
    }),
  )
  return calls
}

const signedIn = { preloadedState: { session: { status: 'active' as const, user: null } } }

afterEach(() => {
  setIdTokenSource(() => Promise.resolve(undefined))
})

describe('the staff view’s door', () => {
  it('sends a signed-out visitor to sign in, to come back to the staff view', async () => {
    const calls = staffCalls()
    const { router } = await renderWithProviders(undefined, {
      route: '/staff',
      preloadedState: { session: { status: 'inactive', user: null } },
    })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/login')
    })
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/real-estate/staff',
    )
    // The sign-in page has loaded (its lazy modules too) before the test ends.
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 })).toBeVisible()
    expect(calls).toEqual([])
  })

  it('tells a customer the page is not theirs, without asking the staff service anything', async () => {
    setIdTokenSource(() => Promise.resolve(tokenWith({ 'cognito:groups': ['realtors'] })))
    const calls = staffCalls()
    await renderWithProviders(undefined, { route: '/staff', ...signedIn })
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    expect(screen.getByText(/This page is for the brokerage's staff/)).toBeVisible()
    expect(calls).toEqual([])
  })

  it('says so in French', async () => {
    setIdTokenSource(() => Promise.resolve(tokenWith({})))
    await renderWithProviders(undefined, { route: '/staff', language: 'fr', ...signedIn })
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible()
  })

  it('opens the inbox and the applications to a member of the staff group', async () => {
    setIdTokenSource(() => Promise.resolve(tokenWith({ 'cognito:groups': ['staff'] })))
    const calls = staffCalls()
    await renderWithProviders(undefined, { route: '/staff', ...signedIn })
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
    expect(await screen.findByRole('heading', { level: 2, name: 'Leads' })).toBeVisible()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Pre-approval applications' }),
    ).toBeVisible()
    expect(await screen.findByText('No sent applications.')).toBeVisible()
    expect(calls).toContain('/staff/leads')
  })
})
