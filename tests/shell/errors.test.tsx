import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorPage, RootErrorPage } from '../../src/features/shell/errors/ErrorPage'
import { CrashBoundary } from '../../src/features/shell/errors/CrashBoundary'
import { expectConsoleErrors } from '../consoleErrors'
import { renderWithProviders } from '../renderWithProviders'

describe('not-found page', () => {
  it('offers a way home from an unknown address', async () => {
    const { user, router } = await renderWithProviders(undefined, { route: '/no/such/page' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Return home' }))
    expect(
      await screen.findByRole('heading', { name: 'Find the home that fits your life' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('error page', () => {
  function failingRoutes(error: unknown) {
    return [
      {
        path: '/',
        errorElement: <ErrorPage />,
        loader: () => {
          throw error
        },
        element: <p>never</p>,
      },
    ]
  }

  it('says Oops with the status text and a footer of four links', async () => {
    expectConsoleErrors()
    await renderWithProviders(undefined, {
      routes: failingRoutes(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    })
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument()
    expect(screen.getByText('Sorry, an unexpected error has occurred.')).toBeInTheDocument()
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument()
    const links = within(screen.getByRole('navigation', { name: 'Helpful links' })).getAllByRole(
      'link',
    )
    expect(links).toHaveLength(4)
  })

  it('shows the message of a thrown error', async () => {
    expectConsoleErrors()
    await renderWithProviders(undefined, {
      routes: failingRoutes(new Error('Failed to fetch dynamically imported module')),
    })
    expect(
      await screen.findByText('Failed to fetch dynamically imported module'),
    ).toBeInTheDocument()
  })
})

describe('crash boundary', () => {
  function Broken(): never {
    throw new Error('render failed')
  }

  it('replaces a crashed app with a plain message', async () => {
    expectConsoleErrors()
    await renderWithProviders(
      <CrashBoundary fallbackText="An error has occurred">
        <Broken />
      </CrashBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred')
  })
})

describe('root error page', () => {
  it('stands alone with a footer of copyright and four links when the shell cannot render', async () => {
    expectConsoleErrors()
    await renderWithProviders(undefined, {
      routes: [
        {
          path: '/',
          errorElement: <RootErrorPage />,
          loader: () => {
            throw new Error('shell failed')
          },
          element: <p>never</p>,
        },
      ],
    })
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(
      within(within(footer).getByRole('navigation', { name: 'Helpful links' })).getAllByRole(
        'link',
      ),
    ).toHaveLength(4)
    expect(
      within(footer).getByText(/Homewise Realty Inc., Brokerage. All rights reserved/),
    ).toBeInTheDocument()
  })
})
