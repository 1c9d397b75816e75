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

  it('writes French as Canadian French is set', () => {
    const problems = keysOf(fr).flatMap((key) =>
      frenchTypographyProblems(lookup(fr, key)).map((problem) => `${key}: ${problem}`),
    )
    expect(problems).toEqual([])
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

/**
 * Canadian French typography, one way on every screen: the typographic apostrophe, no space
 * before a question or exclamation mark, and a no-break space before a colon (so it never starts
 * a line).
 */
function frenchTypographyProblems(text: string): string[] {
  return [
    /\p{L}'\p{L}/u.test(text) && 'a straight apostrophe (write ’)',
    /[\s\u00a0\u202f][?!]/.test(text) && 'a space before ? or !',
    /(^|[^\u00a0]):(\s|$)/.test(text) && 'a colon without a no-break space before it',
  ].filter((problem) => problem !== false)
}

describe('frenchTypographyProblems', () => {
  it.each([
    ['L’adresse est requise\u00a0: entrez-la.', []],
    ["L'adresse", ['a straight apostrophe (write ’)']],
    ['Des questions ?', ['a space before ? or !']],
    ['Vous avez un compte\u202f?', ['a space before ? or !']],
    ['Avis: le texte', ['a colon without a no-break space before it']],
    ['Avis : le texte', ['a colon without a no-break space before it']],
    ['https://homewise.ca et 8 h 30', []],
  ])('%s', (text, problems) => {
    expect(frenchTypographyProblems(text)).toEqual(problems)
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
