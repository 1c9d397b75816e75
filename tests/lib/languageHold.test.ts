import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { bundleInlineScript, LANGUAGE_HOLD } from '../../scripts/vite/inlineScripts'
import { LANGUAGE_HOLD_ATTRIBUTE, languageHoldCss } from '../../src/app/languageHold'

/** Just enough of a browser for the head script: a document, storage and the browser's languages. */
function fakeBrowser(stored: string | null, browserLanguages: readonly string[]) {
  const attributes = new Map<string, string>()
  const appended: { textContent: string }[] = []
  const documentElement = {
    lang: 'en',
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  }
  const document = {
    documentElement,
    head: { append: (element: { textContent: string }) => appended.push(element) },
    createElement: () => ({ textContent: '' }),
  }
  const window = { localStorage: { getItem: () => stored } }
  return {
    context: { document, window, navigator: { languages: browserLanguages } },
    documentElement,
    attributes,
    appended,
  }
}

describe("the page head's language hold, bundled from the app's own modules", () => {
  it('is one self-contained script with no import', async () => {
    const script = await bundleInlineScript(LANGUAGE_HOLD)
    expect(script).not.toMatch(/\bimport\b|\bexport\b/)
    expect(script.length).toBeLessThan(1000)
  })

  it.each([
    // remembered choice, browser languages, held, lang
    ['fr', ['en-CA'], true, 'fr'],
    [null, ['fr-CA', 'en'], true, 'fr'],
    ['en', ['fr-CA'], false, 'en'],
    [null, ['en-CA'], false, 'en'],
    [null, [], false, 'en'],
    ['de', ['de-DE', 'FR'], true, 'fr'],
  ] as const)(
    'stored %s with browser %j: held %s, lang %s',
    async (stored, browserLanguages, held, lang) => {
      const browser = fakeBrowser(stored, browserLanguages)
      runInNewContext(await bundleInlineScript(LANGUAGE_HOLD), browser.context)
      expect(browser.attributes.has(LANGUAGE_HOLD_ATTRIBUTE)).toBe(held)
      expect(browser.documentElement.lang).toBe(lang)
      expect(browser.appended.map((style) => style.textContent)).toEqual(
        held ? [languageHoldCss] : [],
      )
    },
  )
})
