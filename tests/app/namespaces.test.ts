import type { i18n as I18n } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { addNamespace, changeLanguage, createI18n, type NamespaceStrings } from '../../src/app/i18n'

function strings(fr: () => Promise<{ default: object }>): NamespaceStrings {
  return { en: { greeting: 'Hello' }, load: { fr } }
}

const french = () => Promise.resolve({ default: { greeting: 'Bonjour' } })

/** The demo namespace's greeting (its keys are not among the app's typed ones). */
const greeting = (i18n: I18n) =>
  (i18n.t as (key: string, options: { ns: string }) => string)('greeting', { ns: 'demo' })

describe('addNamespace', () => {
  it('adds English at once and loads nothing in English', async () => {
    const i18n = await createI18n('en')
    const load = vi.fn(french)
    expect(addNamespace(i18n, 'demo', strings(load))).toBeUndefined()
    expect(greeting(i18n)).toBe('Hello')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the current language once and returns the same load every time', async () => {
    const i18n = await createI18n('fr')
    const load = vi.fn(french)
    const first = addNamespace(i18n, 'demo', strings(load))
    expect(addNamespace(i18n, 'demo', strings(load))).toBe(first)
    await first
    expect(addNamespace(i18n, 'demo', strings(load))).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
    expect(greeting(i18n)).toBe('Bonjour')
  })

  it('falls back to English when the strings cannot be fetched', async () => {
    const i18n = await createI18n('fr')
    await addNamespace(
      i18n,
      'demo',
      strings(() => Promise.reject(new Error('offline'))),
    )
    expect(greeting(i18n)).toBe('Hello')
  })

  it('loads every known namespace before switching language', async () => {
    const i18n = await createI18n('en')
    void addNamespace(i18n, 'demo', strings(french))
    const seen: string[] = []
    i18n.on('languageChanged', () => seen.push(greeting(i18n)))
    await changeLanguage(i18n, 'fr')
    expect(seen).toEqual(['Bonjour'])
  })
})
