// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectConsoleErrors } from '../consoleErrors'
import { accountMeta } from '../msw/accountMeta'
import { cognito, cognitoError } from '../msw/cognito'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const box = (name: string) => screen.getByRole('textbox', { name })
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' })
const confirmation = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' })

async function openSignUp(query = '') {
  const rendered = await renderWithProviders(undefined, { route: `/auth/new-account${query}` })
  await screen.findByRole('heading', { name: 'Create Account', level: 1 })
  return rendered
}

type User = Awaited<ReturnType<typeof openSignUp>>['user']

async function fill(user: User, values: { first?: string; last?: string; email?: string }) {
  await user.type(box('First name'), values.first ?? 'Amira')
  await user.type(box('Last name'), values.last ?? 'Haddad')
  await user.type(box('Email address'), values.email ?? 'amira@example.ca')
}

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

describe('new account page', { timeout: 60_000 }, () => {
  it('says what the password lacks, class by class, on the password field', async () => {
    const idp = cognito()
    server.use(idp.handler, ...accountMeta().handlers)
    const { user } = await openSignUp()
    await fill(user, {})
    await user.type(password(), 'abc')
    await user.type(confirmation(), 'abc')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    const field = password().closest('.MuiFormControl-root')
    await waitFor(() => {
      expect(field).toHaveTextContent('Your password must be at least 8 characters long.')
    })
    expect(field).toHaveTextContent('Your password must contain an uppercase letter.')
    expect(field).toHaveTextContent('Your password must contain a number.')
    expect(field).toHaveTextContent('Your password must contain a symbol.')
    expect(field).not.toHaveTextContent('lowercase')
    expect(idp.calls.filter((call) => call.action === 'SignUp')).toEqual([])
  })

  it('reports a differing confirmation on the password field', async () => {
    server.use(cognito().handler, ...accountMeta().handlers)
    const { user } = await openSignUp()
    await fill(user, {})
    await user.type(password(), 'Secret#2026')
    await user.type(confirmation(), 'Secret#2027')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument()
    // Typing in the field clears its error.
    await user.type(confirmation(), '{Backspace}6')
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument()
  })

  it("checks the names against the customer schema the meta call's user relation names", async () => {
    const meta = accountMeta()
    server.use(cognito().handler, ...meta.handlers)
    const { user } = await openSignUp()
    await waitFor(() => {
      expect(meta.groups).toEqual(['homewise'])
    })
    await fill(user, { first: 'A'.repeat(36), last: '   ' })
    await user.type(password(), 'Secret#2026')
    await user.type(confirmation(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(
      await screen.findByText('Please enter a name of at most 35 characters.'),
    ).toBeInTheDocument()
    expect(screen.getByText('This field is required.')).toBeInTheDocument()
  })

  it('signs up with locale, email, group, names and customer type, confirms the code and lands on the redirect', async () => {
    const idp = cognito()
    server.use(idp.handler, ...accountMeta().handlers)
    const { user, router } = await openSignUp('?redirect=%2Freal-estate%2Fbuying')
    await fill(user, { first: ' Amira ', last: 'Haddad ', email: 'amira@example.ca' })
    await user.type(password(), 'Secret#2026')
    await user.type(confirmation(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument()
    const signUp = idp.calls.find((call) => call.action === 'SignUp')
    expect(signUp?.body).toMatchObject({ Username: 'amira@example.ca', Password: 'Secret#2026' })
    expect(signUp?.body.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: 'amira@example.ca' },
        { Name: 'locale', Value: 'en' },
        { Name: 'given_name', Value: 'Amira' },
        { Name: 'family_name', Value: 'Haddad' },
        { Name: 'custom:group', Value: 'real_estate' },
        { Name: 'custom:type', Value: 'customer' },
      ]),
    )

    // The code field keeps digits only, at most 6.
    await user.type(box('Verification code'), '-12a34567')
    expect(box('Verification code')).toHaveValue('123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/buying')
    })
    expect(idp.calls.find((call) => call.action === 'ConfirmSignUp')?.body).toMatchObject({
      Username: 'amira@example.ca',
      ConfirmationCode: '123456',
    })
    expect(idp.calls.at(-1)?.action).toBe('InitiateAuth')
  })

  it('shows the code error and offers a resend while the code is awaited', async () => {
    const idp = cognito({
      ConfirmSignUp: () =>
        cognitoError('CodeMismatchException', 'Invalid verification code provided'),
    })
    server.use(idp.handler, ...accountMeta().handlers)
    const { user } = await openSignUp()
    await fill(user, {})
    await user.type(password(), 'Secret#2026')
    await user.type(confirmation(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code you entered is incorrect. Please try again.',
    )
    await user.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument()
  })

  it('says an address is already registered', async () => {
    server.use(
      cognito({
        SignUp: () => cognitoError('UsernameExistsException', 'User already exists'),
      }).handler,
      ...accountMeta().handlers,
    )
    const { user } = await openSignUp()
    await fill(user, {})
    await user.type(password(), 'Secret#2026')
    await user.type(confirmation(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your email is already registered.')
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled()
  })

  it("puts the identity provider's password policy answer under the password", async () => {
    server.use(
      cognito({
        SignUp: () =>
          cognitoError(
            'InvalidPasswordException',
            'Password did not conform with policy: Password must have symbol characters',
          ),
      }).handler,
      ...accountMeta().handlers,
    )
    const { user } = await openSignUp()
    await fill(user, {})
    // Passes the local rules only if the symbol check were skipped: simulate a stricter pool.
    await user.type(password(), 'Secret#2026')
    await user.type(confirmation(), 'Secret#2026')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText('Your password must contain a symbol.')).toBeInTheDocument()
  })

  it('handles a schema that cannot be loaded as the lead forms do', async () => {
    expectConsoleErrors()
    server.use(cognito().handler, ...accountMeta({ fail: true }).handlers)
    await openSignUp()
    expect(
      await screen.findByText('An error has occured with a form on this page. Please Refresh.'),
    ).toBeInTheDocument()
  })
})
