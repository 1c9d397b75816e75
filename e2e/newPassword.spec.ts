import type { Page } from '@playwright/test'
import { LOCAL_ONLY, isRemote } from './env'
import { uniqueEmail, userPoolAnswers } from './accountSteps'
import { expect, test } from './fixtures'

test.skip(isRemote, LOCAL_ONLY)

test.beforeAll(userPoolAnswers)

/** An account an administrator creates with a temporary password (the pool's admin call). */
async function createWithTemporaryPassword(email: string, temporary: string) {
  const response = await fetch('http://127.0.0.1:9229/', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
    },
    body: JSON.stringify({
      UserPoolId: 'local_homewise',
      Username: email,
      TemporaryPassword: temporary,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Amira' },
        { Name: 'family_name', Value: 'Haddad' },
      ],
    }),
  })
  expect(response.ok).toBe(true)
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/real-estate/auth/login?redirect=%2Freal-estate%2Fabout')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('the new-password challenge is completed by itself with the password typed', async ({
  page,
}) => {
  test.slow()
  const email = uniqueEmail('temporary')
  await createWithTemporaryPassword(email, 'Temp#Pass2026')
  await logIn(page, email, 'Temp#Pass2026')
  await expect(page).toHaveURL(/\/real-estate\/about$/)
  await expect(page.getByRole('dialog', { name: 'Choose a new password' })).toHaveCount(0)
  // The account is an ordinary one now: the same password signs in directly.
  await page.context().clearCookies()
  await logIn(page, email, 'Temp#Pass2026')
  await expect(page).toHaveURL(/\/real-estate\/about$/)
})

test('a temporary password the policy refuses asks for a new one, which then signs in', async ({
  page,
}) => {
  test.slow()
  const email = uniqueEmail('temporaryweak')
  await createWithTemporaryPassword(email, 'temp1234')
  await logIn(page, email, 'temp1234')
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Chosen#2027')
  await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('Chosen#2028')
  await dialog.getByRole('button', { name: 'Reset password' }).click()
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('Chosen#2027')
  await dialog.getByRole('button', { name: 'Reset password' }).click()
  await expect(page).toHaveURL(/\/real-estate\/about$/)
  await page.context().clearCookies()
  await logIn(page, email, 'Chosen#2027')
  await expect(page).toHaveURL(/\/real-estate\/about$/)
})
