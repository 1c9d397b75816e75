import type { SavedHomeInput } from '../../contract/customer'

/**
 * A guest's heart press, kept for this tab while they sign in (sessionStorage: it holds no
 * secret and ends with the tab); the home is saved once they return signed in.
 */
const KEY = 'pendingSavedHome'

export function rememberPendingSave(home: SavedHomeInput): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(home))
  } catch {
    // storage disabled: the guest presses the heart again after signing in
  }
}

export function takePendingSave(): SavedHomeInput | undefined {
  try {
    const text = window.sessionStorage.getItem(KEY)
    window.sessionStorage.removeItem(KEY)
    return text ? (JSON.parse(text) as SavedHomeInput) : undefined
  } catch {
    return undefined
  }
}
