import { useState } from 'react'
import { passwordMismatch, passwordProblems } from '../../lib/accountRules'
import type { useAuthText } from './components'

/**
 * The one message a new password and its confirmation show (on the password field): every
 * policy problem of the password, else a mismatch with the confirmation; undefined when both pass.
 */
export function newPasswordMessage(
  t: ReturnType<typeof useAuthText>,
  password: string,
  confirm: string,
): string | undefined {
  const problems = passwordProblems(password)
  if (problems[0]) return problems.map((problem) => t(`errors.${problem}`)).join(' ')
  const mismatch = passwordMismatch(password, confirm)
  return mismatch && t(`errors.${mismatch}`)
}

/**
 * A dialog's new password and its confirmation, as `NewPasswordFields` takes them; typing in
 * either calls `onEdit` (which clears the field's message).
 */
export function useNewPassword(onEdit: () => void) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  return {
    password,
    confirm,
    onPassword: (value: string) => {
      setPassword(value)
      onEdit()
    },
    onConfirm: (value: string) => {
      setConfirm(value)
      onEdit()
    },
  }
}
