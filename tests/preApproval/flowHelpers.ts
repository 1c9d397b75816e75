import { configure, screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { authClient } from '../../src/services/authClient'
import { cognito } from '../msw/cognito'
import { server } from '../msw/server'

/** Amira signs in through the user pool's fake. */
export async function signIn() {
  server.use(cognito().handler)
  await authClient.signIn('amira@example.ca', 'Secret#2026')
}

/** Signs out between tests, the session cookie too. */
export async function signOut() {
  await authClient.signOut()
  document.cookie = 'activeSession=; max-age=0; path=/real-estate'
}

// Amplify loads and answers through MSW on a shared machine: give each wait some room.
configure({ asyncUtilTimeout: 10_000 })

/** Picks an option of a select by its label. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

/** A step's form, by its name. */
export const form = (name: string) => screen.findByRole('form', { name })

/** Presses the step's 'Save and continue'. */
export const save = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Save and continue' }))

/** The file input accepts only the allowed types; upload anyway, as a drag-and-drop or picker override could. */
export function userEventWithoutAccept(user: UserEvent) {
  return async (input: HTMLInputElement, file: File) => {
    input.removeAttribute('accept')
    await user.upload(input, file)
  }
}
