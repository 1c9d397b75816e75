import { useLayoutEffect, type ReactNode } from 'react'

/** How many suspense placeholders (a lazy part or strings still loading) the page shows now. */
let shown = 0
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

/**
 * Wraps a suspense fallback so the page knows it is not whole yet: while any is on screen, a
 * page held for the visitor's language stays held (main.tsx), so it never reveals a placeholder
 * that then grows into the part and pushes the rest down.
 */
export function Placeholder({ children }: { readonly children?: ReactNode }) {
  useLayoutEffect(() => {
    shown += 1
    return () => {
      shown -= 1
      // After the commit that removed it, by which time a placeholder deeper in the part that
      // replaced it has been counted.
      queueMicrotask(notify)
    }
  }, [])
  return children
}

/** Calls `whole` once no placeholder is on screen (at once if none is); returns a cancel. */
export function whenNoPlaceholders(whole: () => void): () => void {
  if (shown === 0) {
    whole()
    return () => undefined
  }
  const check = () => {
    if (shown !== 0) return
    listeners.delete(check)
    whole()
  }
  listeners.add(check)
  return () => {
    listeners.delete(check)
  }
}
