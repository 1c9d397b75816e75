import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../renderWithProviders'

interface Meta {
  readonly title: string
  readonly description: string
}

/** Every namespace of both languages: a screen's title and description are its `meta.{screen}`. */
const bundles = import.meta.glob<{ meta?: Record<string, Meta> }>('../../src/locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** Each screen's title and description in `language`; the not-found page's are its heading and text. */
function screens(language: 'en' | 'fr'): Record<string, Meta> {
  const found: Record<string, Meta> = {}
  for (const [path, bundle] of Object.entries(bundles)) {
    if (path.includes(`/locales/${language}/`)) Object.assign(found, bundle.meta)
  }
  const common = bundles[`../../src/locales/${language}/common.json`] as unknown as {
    errors: { notFoundTitle: string; notFoundBody: string }
  }
  found.notFound = { title: common.errors.notFoundTitle, description: common.errors.notFoundBody }
  return found
}

const description = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (meta) => meta.content,
  )

describe('each screen names itself', () => {
  it.each(['en', 'fr'] as const)('has its own title and description in %s', (language) => {
    const pages = screens(language)
    const entries = Object.values(pages)
    expect(entries.length).toBeGreaterThanOrEqual(17)
    expect(Object.keys(pages).sort()).toEqual(Object.keys(screens('en')).sort())
    for (const page of entries) {
      expect(page.title.length).toBeGreaterThan(3)
      expect(page.description.length).toBeGreaterThan(20)
      expect(page.description.length).toBeLessThanOrEqual(160)
    }
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length)
    expect(new Set(entries.map((page) => page.description)).size).toBe(entries.length)
  })

  it('is translated: no French title or description is the English one', () => {
    const english = screens('en')
    for (const [screen, page] of Object.entries(screens('fr'))) {
      expect(page.title).not.toBe(english[screen]?.title)
      expect(page.description).not.toBe(english[screen]?.description)
    }
  })

  it.each([
    ['/', 'en', 'Homes for sale and lease in the GTA | Homewise Real Estate'],
    ['/about', 'en', 'About us | Homewise Real Estate'],
    ['/buying', 'fr', 'Acheter une maison | Homewise Immobilier'],
    ['/selling', 'en', 'Selling your home | Homewise Real Estate'],
    ['/contact', 'fr', 'Nous joindre | Homewise Immobilier'],
    ['/calculators', 'fr', 'Calculatrices hypothécaires | Homewise Immobilier'],
    ['/auth/login', 'en', 'Log in | Homewise Real Estate'],
    ['/auth/new-account', 'fr', 'Créer un compte | Homewise Immobilier'],
    ['/nowhere', 'fr', 'Page introuvable | Homewise Immobilier'],
  ] as const)('%s in %s is titled %s', async (route, language, title) => {
    const { unmount } = await renderWithProviders(undefined, { route, language })
    await waitFor(() => {
      expect(document.title).toBe(title)
    })
    const screen = Object.values(screens(language)).find((page) =>
      title.startsWith(`${page.title} |`),
    )
    expect(description()).toContain(screen?.description)
    unmount()
    expect(description()).not.toContain(screen?.description)
  })
})
