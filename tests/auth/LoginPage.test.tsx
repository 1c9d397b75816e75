// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../consoleErrors'
import { accountMeta } from '../msw/accountMeta'
import { cognito, cognitoError } from '../msw/cognito'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The secure token cookies need an https page, as in production; hence the options above.

async function openLogin(query = '') {
  const rendered = await renderWithProviders(undefined, { route: `/auth/login${query}` })
  await screen.findByRole('heading', { name: 'Login', level: 1 })
  return rendered
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' })
const passwordBox = () => screen.getByLabelText(/^Password/, { selector: 'input' })

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

describe('login page', { timeout: 60_000 }, () => {
  it('checks the email first and sends nothing when it is malformed', async () => {
    const idp = cognito()
    server.use(idp.handler)
    const { user } = await openLogin()
    await user.type(emailBox(), 'buyer@example')
    await user.type(passwordBox(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(idp.calls.filter((call) => call.action === 'InitiateAuth')).toEqual([])
    // Typing in the field clears its error.
    await user.type(emailBox(), '.ca')
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
  })

  it('asks for a password when it is empty', async () => {
    server.use(cognito().handler)
    const { user } = await openLogin()
    await user.type(emailBox(), 'buyer@example.ca')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Please enter a password.')).toBeInTheDocument()
  })

  it('signs in with USER_PASSWORD_AUTH and goes to the redirect, base path stripped', async () => {
    const idp = cognito()
    server.use(idp.handler)
    const { user, router } = await openLogin('?redirect=%2Freal-estate%2Fabout%3Ftab%3D2')
    await user.type(emailBox(), '  buyer@example.ca ')
    await user.type(passwordBox(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/about')
    })
    expect(router.state.location.search).toBe('?tab=2')
    const initiate = idp.calls.find((call) => call.action === 'InitiateAuth')
    expect(initiate?.body).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'homewise-local-client',
      AuthParameters: { USERNAME: 'buyer@example.ca', PASSWORD: 'Secret#2026' },
    })
    // The session is recorded: the activeSession cookie and the tokens' cookies, no localStorage.
    expect(document.cookie).toContain('activeSession=true')
    expect(document.cookie).toContain('idToken')
    expect(Object.keys(window.localStorage).filter((key) => key.includes('Token'))).toEqual([])
  })

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative host', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: value', 'javascript:alert(1)'],
  ])('goes to / instead of %s', async (_name, hostile) => {
    server.use(cognito().handler)
    const { user, router } = await openLogin(`?redirect=${encodeURIComponent(hostile)}`)
    await user.type(emailBox(), 'buyer@example.ca')
    await user.type(passwordBox(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/')
    })
  })

  it('shows the catalogue message and the login tab error for a wrong password', async () => {
    server.use(
      cognito({
        InitiateAuth: () =>
          cognitoError('NotAuthorizedException', 'Incorrect username or password.'),
      }).handler,
    )
    const { user } = await openLogin()
    await user.type(emailBox(), 'buyer@example.ca')
    await user.type(passwordBox(), 'Wrong#Pass1')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email or password is incorrect. Please try again.',
    )
    expect(screen.getByText('Something is wrong with your login or password.')).toBeInTheDocument()
    // The loading flag is cleared: the button works again.
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()
  })

  it.each([
    ['UserNotFoundException', 'User does not exist.', 'We have no record of an account'],
    ['ResourceNotFoundException', 'x', "We're Sorry, please refresh the page and try again."],
    ['LimitExceededException', 'x', 'Something went wrong on our end'],
    [
      'NotAuthorizedException',
      'Password attempts exceeded',
      'Attempt limit exceeded, please try after some time.',
    ],
  ])('maps %s to its message', async (type, message, shown) => {
    server.use(cognito({ InitiateAuth: () => cognitoError(type, message) }).handler)
    const { user } = await openLogin()
    await user.type(emailBox(), 'buyer@example.ca')
    await user.type(passwordBox(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(shown)
  })

  it('leads an unconfirmed account to the code step, with resend', async () => {
    const idp = cognito({
      InitiateAuth: () => cognitoError('UserNotConfirmedException', 'User is not confirmed.'),
    })
    server.use(idp.handler)
    const { user } = await openLogin()
    await user.type(emailBox(), 'buyer@example.ca')
    await user.type(passwordBox(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The account with given email address has not been verified.',
    )
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument()
    expect(idp.calls.some((call) => call.action === 'ResendConfirmationCode')).toBe(true)
  })

  it('sends a login that requires a password reset into the reset dialog', async () => {
    expectConsoleErrors()
    const idp = cognito({
      InitiateAuth: () =>
        cognitoError('PasswordResetRequiredException', 'Password reset required for the user'),
    })
    server.use(idp.handler)
    const { user } = await openLogin()
    await user.type(emailBox(), 'buyer@example.ca')
    await user.type(passwordBox(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' })
    expect(idp.calls.some((call) => call.action === 'ForgotPassword')).toBe(true)
    // Closing is not allowed here: the reset cannot be skipped.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
  })

  it('keeps the query string on its links', async () => {
    server.use(cognito().handler, ...accountMeta().handlers)
    await openLogin('?redirect=%2Freal-estate%2Fabout')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/verify?redirect=%2Freal-estate%2Fabout',
    )
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/new-account?redirect=%2Freal-estate%2Fabout',
    )
  })

  it('shows and hides the password', async () => {
    server.use(cognito().handler)
    const { user } = await openLogin()
    expect(passwordBox()).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(passwordBox()).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(passwordBox()).toHaveAttribute('type', 'password')
  })
})
