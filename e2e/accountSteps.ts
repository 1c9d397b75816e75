/* Account steps shared by the specs that need a real customer of the local user pool. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Where `npm run serve`'s idp process keeps the pool: codes are read from here, never mailed. */
const POOL_FILE = fileURLToPath(
  new URL('../server/data/cognito/local_homewise.json', import.meta.url),
)
export const PASSWORD = 'Secret#2026'

/** The idp process starts beside the web server: waits until its pool answers. */
export async function userPoolAnswers(): Promise<void> {
  await expect(async () => {
    const response = await fetch('http://127.0.0.1:9229/local_homewise/.well-known/jwks.json')
    expect(response.ok).toBe(true)
  }).toPass({ timeout: 60_000 })
}

interface StoredUser {
  Attributes: { Name: string; Value: string }[]
  ConfirmationCode?: string
}

function pendingCode(email: string): string | undefined {
  let pool: { Users: Record<string, StoredUser> }
  try {
    pool = JSON.parse(readFileSync(POOL_FILE, 'utf8')) as typeof pool
  } catch {
    // The emulator rewrites the whole file: read in the middle of a write, there is no code yet.
    return undefined
  }
  return Object.values(pool.Users).find((user) =>
    user.Attributes.some((a) => a.Name === 'email' && a.Value === email),
  )?.ConfirmationCode
}

/** The pending code the emulator holds for an address (waits for it to be written). */
export async function codeFor(email: string): Promise<string> {
  let code: string | undefined
  await expect.poll(() => (code = pendingCode(email))).toMatch(/^\d{6}$/)
  return code ?? ''
}

export function uniqueEmail(prefix: string): string {
  const info = test.info()
  return `${prefix}.${info.project.name}.${String(Date.now())}.${String(info.retry)}@example.ca`
}

export async function signUp(page: Page, email: string, redirect = '/real-estate/list/on/toronto') {
  await page.goto(`/real-estate/auth/new-account?redirect=${encodeURIComponent(redirect)}`)
  await page.getByRole('textbox', { name: 'First name' }).fill('Amira')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad')
  await page.getByRole('textbox', { name: 'Email address' }).fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFor(email))
  await page.getByRole('button', { name: 'Verify' }).click()
}
