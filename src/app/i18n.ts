import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import enCommon from '../locales/en/common.json'

export type Language = 'en' | 'fr'
export const languages: readonly Language[] = ['en', 'fr']

/**
 * English ships with the entry bundle as the fallback; French loads when first chosen. Features
 * with their own namespaces add them with `addResourceBundle` when their screens load.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof enCommon }>> = {
  fr: () => import('../locales/fr/common.json'),
}

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

async function loadLanguage(
  instance: { hasResourceBundle: (lng: string, ns: string) => boolean } & Pick<
    I18n,
    'addResourceBundle'
  >,
  language: Language,
): Promise<void> {
  if (language === 'en' || instance.hasResourceBundle(language, 'common')) return
  const { default: common } = await loaders[language]()
  instance.addResourceBundle(language, 'common', common)
}

/** The app's i18next instance, ready to render in `language` (or the remembered one). */
export async function createI18n(language?: Language): Promise<I18n> {
  const instance = i18next.createInstance()
  const lng = language ?? initialLanguage(readStoredLanguage(), navigator.languages)
  await instance.use(initReactI18next).init({
    resources: { en: { common: enCommon } },
    lng: 'en',
    partialBundledLanguages: true,
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
  instance.on('languageChanged', syncDocumentLanguage)
  await changeLanguageOf(instance, lng)
  syncDocumentLanguage(instance.language)
  return instance
}

async function changeLanguageOf(instance: I18n, language: Language): Promise<void> {
  await loadLanguage(instance, language)
  await instance.changeLanguage(language)
}

/** Switches language, loading it first if needed, and remembers the choice. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  rememberLanguage(language)
  await changeLanguageOf(instance, language)
}
