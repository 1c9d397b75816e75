import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import enCommon from '../locales/en/common.json'
import { isLanguage, rememberLanguage, visitorLanguage, type Language } from './languageDetection'

export type { Language } from './languageDetection'
export { initialLanguage, languages, rememberLanguage } from './languageDetection'

/** A language other than English: its strings load over the network when first needed. */
export type LoadedLanguage = Exclude<Language, 'en'>

/**
 * A namespace's strings: English ships with the code that uses them (it is also the fallback);
 * the other languages load only when a visitor chooses one, so an English visit carries none.
 */
export interface NamespaceStrings {
  readonly en: object
  readonly load: Readonly<Record<LoadedLanguage, () => Promise<{ readonly default: object }>>>
}

const commonStrings: NamespaceStrings = {
  en: enCommon,
  load: { fr: () => import('../locales/fr/common.json') },
}

/** The namespaces each instance has been given, so a language switch can load them all first. */
const namespacesOf = new WeakMap<I18n, Map<string, NamespaceStrings>>()
/** One load per instance, namespace and language; it never rejects (see loadNamespace). */
const loadsOf = new WeakMap<I18n, Map<string, Promise<void>>>()
/** The loads still on their way, and one promise for all of them while that set is unchanged. */
const inFlightOf = new WeakMap<I18n, { loads: Set<Promise<void>>; all?: Promise<void> }>()

function inFlight(instance: I18n): { loads: Set<Promise<void>>; all?: Promise<void> } {
  const known = inFlightOf.get(instance) ?? { loads: new Set<Promise<void>>() }
  inFlightOf.set(instance, known)
  return known
}

/**
 * Settles once every namespace load started so far has (the same promise until that set
 * changes, as React's `use` needs), or nothing when none is on its way.
 */
export function namespacesLoading(instance: I18n): Promise<void> | undefined {
  const pending = inFlight(instance)
  if (pending.loads.size === 0) return undefined
  pending.all ??= Promise.all(pending.loads).then(() => undefined)
  return pending.all
}

function loadNamespace(
  instance: I18n,
  namespace: string,
  strings: NamespaceStrings,
  language: LoadedLanguage,
): Promise<void> {
  const loads = loadsOf.get(instance) ?? new Map<string, Promise<void>>()
  loadsOf.set(instance, loads)
  const key = `${language}/${namespace}`
  let load = loads.get(key)
  if (!load) {
    // A chunk that cannot be fetched (offline, stale deploy) leaves English showing: the
    // fallback language, rather than a screen that never renders.
    load = strings.load[language]().then(
      ({ default: bundle }) => {
        instance.addResourceBundle(language, namespace, bundle)
      },
      () => undefined,
    )
    loads.set(key, load)
    const pending = inFlight(instance)
    pending.loads.add(load)
    delete pending.all
    const started = load
    void load.then(() => {
      pending.loads.delete(started)
      delete pending.all
      // Marked settled as React's `use` reads a promise: a part that first asks for strings
      // already loaded then renders at once, even in an urgent update (a query's answer
      // arriving), instead of hiding the whole screen behind its placeholder for a moment.
      Object.assign(started as object, { status: 'fulfilled', value: undefined })
    })
  }
  return load
}

/**
 * Joins a namespace to the instance: English at once, and the current language's strings when
 * it is not English. Returns that language's load (settled once its strings are there), or
 * nothing in English.
 */
export function addNamespace(
  instance: I18n,
  namespace: string,
  strings: NamespaceStrings,
): Promise<void> | undefined {
  const known = namespacesOf.get(instance) ?? new Map<string, NamespaceStrings>()
  namespacesOf.set(instance, known)
  if (!known.has(namespace)) {
    known.set(namespace, strings)
    if (!instance.hasResourceBundle('en', namespace)) {
      instance.addResourceBundle('en', namespace, strings.en)
    }
  }
  const language = instance.language
  if (!isLanguage(language) || language === 'en') return undefined
  // The same (memoized) load even once it has finished: React's `use` must see it on every render.
  return loadNamespace(instance, namespace, strings, language)
}

/** Loads every namespace the instance knows in `language`, so switching never shows keys. */
async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  if (language === 'en') return
  const known = namespacesOf.get(instance) ?? new Map<string, NamespaceStrings>()
  await Promise.all(
    [['common', commonStrings] as const, ...known].map(([namespace, strings]) =>
      loadNamespace(instance, namespace, strings, language),
    ),
  )
}

/** The app's i18next instance, ready to render in `language` (or the remembered one). */
export async function createI18n(language?: Language): Promise<I18n> {
  const instance = i18next.createInstance()
  const lng = language ?? visitorLanguage()
  await instance.use(initReactI18next).init({
    resources: { en: { common: commonStrings.en } },
    lng: 'en',
    partialBundledLanguages: true,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  // The build-time render has no document: its pages carry the language in their markup.
  const syncDocumentLanguage = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng
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
