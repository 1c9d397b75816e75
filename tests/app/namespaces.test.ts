import { describe, expect, it, vi } from 'vitest'
import { addNamespace, changeLanguage, createI18n, type NamespaceStrings } from '../../src/app/i18n'

function strings(fr: () => Promise<{ default: object }>): NamespaceStrings {
  return { en: { greeting: 'Hello' }, load: { fr } }
}

const french = () => Promise.resolve({ default: { greeting: 'Bonjour' } })

describe('addNamespace', () => {
  it('adds English at once and loads nothing in English', async () => {
    const i18n = await createI18n('en')
    const load = vi.fn(french)
    expect(addNamespace(i18n, 'demo', strings(load))).toBeUndefined()
    expect(i18n.t('greeting', { ns: 'demo' })).toBe('Hello')
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
    expect(i18n.t('greeting', { ns: 'demo' })).toBe('Bonjour')
  })

  it('falls back to English when the strings cannot be fetched', async () => {
    const i18n = await createI18n('fr')
    await addNamespace(
      i18n,
      'demo',
      strings(() => Promise.reject(new Error('offline'))),
    )
    expect(i18n.t('greeting', { ns: 'demo' })).toBe('Hello')
  })

  it('loads every known namespace before switching language', async () => {
    const i18n = await createI18n('en')
    void addNamespace(i18n, 'demo', strings(french))
    const seen: string[] = []
    i18n.on('languageChanged', () => seen.push(i18n.t('greeting', { ns: 'demo' })))
    await changeLanguage(i18n, 'fr')
    expect(seen).toEqual(['Bonjour'])
  })
})
