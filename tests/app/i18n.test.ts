import { describe, expect, it } from 'vitest'
import { initialLanguage } from '../../src/app/i18n'
import en from '../../src/locales/en/common.json'
import fr from '../../src/locales/fr/common.json'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe('translations', () => {
  it('has every English key in French', () => {
    const french = new Set(keysOf(fr))
    expect(keysOf(en).filter((key) => !french.has(key))).toEqual([])
  })

  it('has no French key that English lacks', () => {
    const english = new Set(keysOf(en))
    expect(keysOf(fr).filter((key) => !english.has(key))).toEqual([])
  })

  it('keeps the same interpolation variables in both languages', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()
    const frenchByKey = new Map(keysOf(fr).map((key) => [key, lookup(fr, key)]))
    for (const key of keysOf(en)) {
      expect(variables(frenchByKey.get(key) ?? ''), key).toEqual(variables(lookup(en, key)))
    }
  })
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
