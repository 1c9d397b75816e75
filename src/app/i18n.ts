import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import enCommon from '../locales/en/common.json'
import frCommon from '../locales/fr/common.json'

export const resources = {
  en: { common: enCommon },
  fr: { common: frCommon },
} as const

export type Language = keyof typeof resources
export const languages: readonly Language[] = ['en', 'fr']

const STORAGE_KEY = 'language'

function isLanguage(value: unknown): value is Language {
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

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

export function createI18n(language?: Language) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: language ?? initialLanguage(readStoredLanguage(), navigator.languages),
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  const syncDocumentLanguage = (lng: string) => {
    document.documentElement.lang = lng
  }
  syncDocumentLanguage(instance.language)
  instance.on('languageChanged', syncDocumentLanguage)
  return instance
}

export async function changeLanguage(
  i18n: { changeLanguage: (lng: string) => Promise<unknown> },
  language: Language,
): Promise<void> {
  rememberLanguage(language)
  await i18n.changeLanguage(language)
}
