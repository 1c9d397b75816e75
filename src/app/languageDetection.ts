/**
 * The visitor's language, as far as the browser knows it before any string has loaded: the
 * remembered choice, then the browser's preference, then English. It imports nothing, so the
 * build can also bundle it into the page's head (see languageHold.ts) and the app and that early
 * script always agree.
 */
export type Language = 'en' | 'fr'
export const languages: readonly Language[] = ['en', 'fr']

/** Where the visitor's choice is remembered (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language'

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr'
}

/** The remembered choice first, then the browser's preference, then English. */
export function initialLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored
  const browser = browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage)
  return browser ?? 'en'
}

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** The language this visit starts in. */
export function visitorLanguage(): Language {
  return initialLanguage(readStoredLanguage(), navigator.languages)
}
