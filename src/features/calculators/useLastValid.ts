import { useState } from 'react'

export interface LastValid<T> {
  /** The current value, or while it is invalid the last valid one. */
  readonly value: T | undefined
  /** True while the value shown is an earlier one, because a field is invalid now. */
  readonly stale: boolean
}

/**
 * Keeps a calculator's last valid inputs while a field is being fixed, so its results stay on
 * screen (marked stale) instead of vanishing and moving the page. The inputs are plain numbers:
 * their JSON is their identity.
 */
export function useLastValid<T>(current: T | undefined): LastValid<T> {
  const key = current === undefined ? undefined : JSON.stringify(current)
  const [last, setLast] = useState<{ key: string; value: T } | undefined>(
    current === undefined || key === undefined ? undefined : { key, value: current },
  )
  if (current !== undefined && key !== undefined && key !== last?.key) {
    // Adjusting state while rendering: React re-renders at once, before anything is painted.
    setLast({ key, value: current })
  }
  if (current !== undefined) return { value: current, stale: false }
  return { value: last?.value, stale: last !== undefined }
}
