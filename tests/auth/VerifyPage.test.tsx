// @vitest-environment-options {"url":"https://localhost/real-estate/"}
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { logger } from '../../src/lib/logger'
import { expectConsoleErrors } from '../consoleErrors'
import { accountMeta } from '../msw/accountMeta'
import { cognito, cognitoError } from '../msw/cognito'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

async function openVerify(query = '') {
  const rendered = await renderWithProviders(undefined, { route: `/auth/verify${query}` })
  await screen.findByRole('heading', { name: 'Forgot password', level: 1 })
  return rendered
}

type User = Awaited<ReturnType<typeof openVerify>>['user']

async function askForCode(user: User, email = 'amira@example.ca') {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email)
  await user.click(screen.getByRole('button', { name: 'Verify' }))
}

const dialogField = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' })

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

describe('verify page (forgot password)', { timeout: 60_000 }, () => {
  it('refuses a malformed address without calling the identity provider', async () => {
    const idp = cognito()
    server.use(idp.handler, ...accountMeta().handlers)
    const { user } = await openVerify()
    await askForCode(user, 'not-an-address')
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(idp.calls).toEqual([])
  })

  it('shows the master error line for an unknown address', async () => {
    server.use(
      cognito({
        ForgotPassword: () =>
          cognitoError('UserNotFoundException', 'Username/client id combination not found.'),
      }).handler,
      ...accountMeta().handlers,
    )
    const { user } = await openVerify()
    await askForCode(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We have no record of an account with the given email address.',
    )
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled()
  })

  it('resets with the 6-digit code and signs the user in, then follows the redirect', async () => {
    const idp = cognito()
    server.use(idp.handler, ...accountMeta().handlers)
    const { user, router } = await openVerify('?redirect=%2Freal-estate%2Fselling')
    await askForCode(user)
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' })
    await user.type(dialogField(dialog, /^Code/), '12-34x567')
    expect(dialogField(dialog, /^Code/)).toHaveValue('123456')
    await user.type(dialogField(dialog, /^New password/), 'Changed#2027')
    await user.type(dialogField(dialog, /^Confirm new password/), 'Changed#2027')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/selling')
    })
    expect(idp.calls.find((call) => call.action === 'ConfirmForgotPassword')?.body).toMatchObject({
      Username: 'amira@example.ca',
      ConfirmationCode: '123456',
      Password: 'Changed#2027',
    })
    expect(idp.calls.at(-1)?.body).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'amira@example.ca', PASSWORD: 'Changed#2027' },
    })
  })

  it("checks the dialog's password rules before sending", async () => {
    const idp = cognito()
    server.use(idp.handler, ...accountMeta().handlers)
    const { user } = await openVerify()
    await askForCode(user)
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' })
    await user.type(dialogField(dialog, /^Code/), '123')
    await user.type(dialogField(dialog, /^New password/), 'Changed#2027')
    await user.type(dialogField(dialog, /^Confirm new password/), 'Changed#2028')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    expect(await within(dialog).findByText('Enter the 6-digit code.')).toBeInTheDocument()
    expect(within(dialog).getByText('Passwords do not match.')).toBeInTheDocument()
    expect(idp.calls.some((call) => call.action === 'ConfirmForgotPassword')).toBe(false)
  })

  it("shows a failed reset's identity error, logs 'password reset fail' and resends", async () => {
    expectConsoleErrors()
    const logged = vi.spyOn(logger, 'error')
    const idp = cognito({
      ConfirmForgotPassword: () =>
        cognitoError('CodeMismatchException', 'Invalid verification code provided'),
    })
    server.use(idp.handler, ...accountMeta().handlers)
    const { user } = await openVerify()
    await askForCode(user)
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' })
    await user.type(dialogField(dialog, /^Code/), '000000')
    await user.type(dialogField(dialog, /^New password/), 'Changed#2027')
    await user.type(dialogField(dialog, /^Confirm new password/), 'Changed#2027')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code you entered is incorrect. Please try again.',
    )
    expect(logged).toHaveBeenCalledWith('password reset fail', expect.anything())
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }))
    expect(await within(dialog).findByText('A new code is on its way.')).toBeInTheDocument()
    expect(idp.calls.filter((call) => call.action === 'ForgotPassword')).toHaveLength(2)
  })

  it('lets the dialog be closed here, which clears loading', async () => {
    server.use(cognito().handler, ...accountMeta().handlers)
    const { user } = await openVerify()
    await askForCode(user)
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled()
  })
})
