// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewPasswordDialog } from '../../src/features/auth/NewPasswordDialog'
import { authClient } from '../../src/services/authClient'
import { cognito, cognitoError, type CognitoCall } from '../msw/cognito'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

// The secure token cookies need an https page, as in production; hence the options above.

/**
 * What the pool answers a user an administrator created with a temporary password: the
 * NEW_PASSWORD_REQUIRED challenge, its attributes carrying the verification flags.
 */
const challenge = () => ({
  ChallengeName: 'NEW_PASSWORD_REQUIRED',
  Session: 'challenge-session',
  ChallengeParameters: {
    USER_ID_FOR_SRP: 'sub-amira',
    requiredAttributes: '[]',
    userAttributes: JSON.stringify({
      email: 'amira@example.ca',
      email_verified: 'true',
      phone_number_verified: 'false',
      given_name: 'Amira',
      family_name: 'Haddad',
    }),
  },
})

const responses = (calls: readonly CognitoCall[]) =>
  calls.filter((call) => call.action === 'RespondToAuthChallenge')

/** The challenge answers carry neither verification flag (nor any attribute but the password). */
function expectNoFlags(call: CognitoCall | undefined) {
  const answers = call?.body.ChallengeResponses as Record<string, string>
  expect(Object.keys(answers).filter((key) => key.includes('verified'))).toEqual([])
  expect(Object.keys(answers).filter((key) => key.startsWith('userAttributes.'))).toEqual([])
}

afterEach(async () => {
  await authClient.signOut()
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
})

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

const newPassword = () => screen.getByLabelText('New password', { selector: 'input' })
const confirmation = () => screen.getByLabelText('Confirm new password', { selector: 'input' })
const submit = () => screen.getByRole('button', { name: 'Reset password' })

describe('the new-password challenge', { timeout: 60_000 }, () => {
  it('is completed automatically at login, with the typed password and no verification flags', async () => {
    const idp = cognito({ InitiateAuth: challenge })
    server.use(idp.handler)
    const { user, router } = await renderWithProviders(undefined, {
      route: '/auth/login?redirect=%2Freal-estate%2Fabout',
    })
    await screen.findByRole('heading', { name: 'Login', level: 1 })
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amira@example.ca')
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Temp#Pass2026')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/about')
    })
    const [answer] = responses(idp.calls)
    expect(answer?.body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'challenge-session',
      ChallengeResponses: { NEW_PASSWORD: 'Temp#Pass2026', USERNAME: 'sub-amira' },
    })
    expectNoFlags(answer)
    expect(screen.queryByRole('dialog', { name: 'Choose a new password' })).not.toBeInTheDocument()
    expect(document.cookie).toContain('activeSession=true')
  })

  it('asks for another password when the pool refuses the typed one, then signs in', async () => {
    let tries = 0
    const idp = cognito({
      InitiateAuth: challenge,
      RespondToAuthChallenge: (body) => {
        tries += 1
        if (tries === 1) {
          return cognitoError(
            'InvalidPasswordException',
            'Password does not conform to policy: Password must have symbol characters',
          )
        }
        return signedInAnswer((body.ChallengeResponses as { USERNAME: string }).USERNAME)
      },
    })
    server.use(idp.handler)
    const { user, router } = await renderWithProviders(undefined, {
      route: '/auth/login?redirect=%2Freal-estate%2Fcontact',
    })
    await screen.findByRole('heading', { name: 'Login', level: 1 })
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amira@example.ca')
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Temp1234')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' })
    expect(
      within(dialog).getByText('Your account needs a new password before you continue.'),
    ).toBeInTheDocument()
    await user.type(newPassword(), 'Chosen#2027')
    await user.type(confirmation(), 'Chosen#2027')
    await user.click(submit())
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contact')
    })
    const answers = responses(idp.calls)
    expect(
      answers.map((call) => (call.body.ChallengeResponses as Record<string, string>).NEW_PASSWORD),
    ).toEqual(['Temp1234', 'Chosen#2027'])
    answers.forEach(expectNoFlags)
  })
})

/** The tokens the pool returns once the challenge is met. */
function signedInAnswer(username: string) {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  const token = (claims: object) =>
    [part({ alg: 'RS256' }), part({ iat: now, exp: now + 3600, ...claims }), 'c2ln'].join('.')
  return {
    AuthenticationResult: {
      AccessToken: token({ token_use: 'access', sub: username, username }),
      IdToken: token({
        token_use: 'id',
        sub: username,
        email: 'amira@example.ca',
        aud: 'homewise-local-client',
        'cognito:username': username,
      }),
      RefreshToken: 'refresh-token',
      ExpiresIn: 3600,
      TokenType: 'Bearer',
    },
    ChallengeParameters: {},
  }
}

describe('the new-password dialog', { timeout: 60_000 }, () => {
  async function openChallenged(answers: Parameters<typeof cognito>[0] = {}) {
    const idp = cognito({ InitiateAuth: challenge, ...answers })
    server.use(idp.handler)
    const result = await authClient.signIn('amira@example.ca', 'Temp1234')
    expect(result).toEqual({ kind: 'newPassword' })
    const onDone = vi.fn(() => Promise.resolve())
    const rendered = await renderWithProviders(<NewPasswordDialog open onDone={onDone} />)
    await screen.findByRole('dialog', { name: 'Choose a new password' })
    return { ...rendered, idp, onDone }
  }

  it('has the two password fields, each with show and hide', async () => {
    const { user } = await openChallenged()
    expect(newPassword()).toHaveAttribute('type', 'password')
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password')
    expect(confirmation()).toHaveAttribute('type', 'password')
    const [showFirst] = screen.getAllByRole('button', { name: 'Show password' })
    if (!showFirst) throw new Error('no show-password button')
    await user.click(showFirst)
    expect(newPassword()).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument()
    // Without a close button the challenge cannot be skipped.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
  })

  it('names each password rule broken and a confirmation that differs, sending nothing', async () => {
    const { user, idp, onDone } = await openChallenged()
    await user.click(submit())
    expect(await screen.findByText('Please enter a password.')).toBeInTheDocument()

    await user.type(newPassword(), 'abc')
    // Typing clears the error.
    expect(screen.queryByText('Please enter a password.')).not.toBeInTheDocument()
    await user.click(submit())
    const helper = await screen.findByText(/at least 8 characters/)
    for (const rule of [
      'Your password must be at least 8 characters long.',
      'Your password must contain an uppercase letter.',
      'Your password must contain a number.',
      'Your password must contain a symbol.',
    ]) {
      expect(helper).toHaveTextContent(rule)
    }
    expect(helper).not.toHaveTextContent('lowercase')

    await user.clear(newPassword())
    await user.type(newPassword(), 'Chosen#2027')
    await user.type(confirmation(), 'Chosen#2028')
    await user.click(submit())
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument()
    expect(responses(idp.calls)).toEqual([])
    expect(onDone).not.toHaveBeenCalled()
  })

  it("shows the identity provider's refusal from the error catalogue and can try again", async () => {
    let tries = 0
    const { user, idp, onDone } = await openChallenged({
      RespondToAuthChallenge: (body) => {
        tries += 1
        return tries === 1
          ? cognitoError(
              'InvalidPasswordException',
              'Password does not conform to policy: Password must have uppercase characters',
            )
          : signedInAnswer((body.ChallengeResponses as { USERNAME: string }).USERNAME)
      },
    })
    await user.type(newPassword(), 'Chosen#2027')
    await user.type(confirmation(), 'Chosen#2027')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password must contain an uppercase letter.',
    )
    expect(onDone).not.toHaveBeenCalled()
    // The button is usable again once the answer is in.
    await waitFor(() => {
      expect(submit()).toBeEnabled()
    })
    await user.click(submit())
    await waitFor(() => {
      expect(onDone).toHaveBeenCalledTimes(1)
    })
    const answers = responses(idp.calls)
    expect(answers).toHaveLength(2)
    expect(answers[1]?.body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeResponses: { NEW_PASSWORD: 'Chosen#2027', USERNAME: 'sub-amira' },
    })
    answers.forEach(expectNoFlags)
  })

  it('ignores a second press while the first is on its way', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { user, idp, onDone } = await openChallenged({
      RespondToAuthChallenge: () => signedInAnswer('sub-amira'),
    })
    onDone.mockImplementation(() => held)
    await user.type(newPassword(), 'Chosen#2027')
    await user.type(confirmation(), 'Chosen#2027')
    await user.click(submit())
    await waitFor(() => {
      expect(submit()).toHaveAttribute('aria-busy', 'true')
    })
    expect(submit()).toBeDisabled()
    release()
    await waitFor(() => {
      expect(submit()).toHaveAttribute('aria-busy', 'false')
    })
    expect(responses(idp.calls)).toHaveLength(1)
    expect(onDone).toHaveBeenCalledTimes(1)
  })
})
