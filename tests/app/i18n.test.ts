import { describe, expect, it } from 'vitest'
import { initialLanguage } from '../../src/app/i18n'

const english = import.meta.glob<Record<string, unknown>>('../../src/locales/en/*.json', {
  eager: true,
  import: 'default',
})
const french = import.meta.glob<Record<string, unknown>>('../../src/locales/fr/*.json', {
  eager: true,
  import: 'default',
})
const namespaces = Object.keys(english).map((path) => path.replace(/^.*\/en\//, ''))
const frenchOf = (namespace: string) => french[`../../src/locales/fr/${namespace}`] ?? {}
const englishOf = (namespace: string) => english[`../../src/locales/en/${namespace}`] ?? {}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe.each(namespaces)('translations in %s', (namespace) => {
  const en = englishOf(namespace)
  const fr = frenchOf(namespace)

  it('has every English key in French', () => {
    const frenchKeys = new Set(keysOf(fr))
    expect(keysOf(en).filter((key) => !frenchKeys.has(key))).toEqual([])
  })

  it('has no French key that English lacks', () => {
    const englishKeys = new Set(keysOf(en))
    expect(keysOf(fr).filter((key) => !englishKeys.has(key))).toEqual([])
  })

  it('keeps the same interpolation variables in both languages', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    for (const key of keysOf(en)) {
      expect(variables(lookup(fr, key)), key).toEqual(variables(lookup(en, key)))
    }
  })
})

it('covers every namespace in both languages', () => {
  expect(namespaces).toEqual(expect.arrayContaining(['common.json', 'marketing.json']))
  expect(namespaces.length).toBeGreaterThanOrEqual(4)
  expect(Object.keys(french).length).toBe(namespaces.length)
})

function lookup(tree: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree)
  return typeof value === 'string' ? value : ''
}

describe('initialLanguage', () => {
  it.each([
    { stored: 'fr', browser: ['en-CA'], expected: 'fr' },
    { stored: 'en', browser: ['fr-CA'], expected: 'en' },
    { stored: null, browser: ['fr-CA', 'en'], expected: 'fr' },
    { stored: null, browser: ['de-DE', 'fr'], expected: 'fr' },
    { stored: null, browser: ['de-DE'], expected: 'en' },
    { stored: 'es', browser: [], expected: 'en' },
  ])('stored $stored and browser $browser give $expected', ({ stored, browser, expected }) => {
    expect(initialLanguage(stored, browser)).toBe(expected)
  })
})
