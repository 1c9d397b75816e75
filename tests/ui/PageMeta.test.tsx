import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import enCommon from '../../src/locales/en/common.json'
import frCommon from '../../src/locales/fr/common.json'
import { renderWithProviders } from '../renderWithProviders'

const description = () =>
  [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map(
    (meta) => meta.content,
  )

describe('each screen names itself', () => {
  it.each([
    ['en', enCommon.pages],
    ['fr', frCommon.pages],
  ] as const)('has its own title and description in %s', (_language, pages) => {
    const entries = Object.values(pages)
    expect(Object.keys(pages).sort()).toEqual(Object.keys(enCommon.pages).sort())
    for (const page of entries) {
      expect(page.title.length).toBeGreaterThan(3)
      expect(page.description.length).toBeGreaterThan(20)
      expect(page.description.length).toBeLessThanOrEqual(160)
    }
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length)
    expect(new Set(entries.map((page) => page.description)).size).toBe(entries.length)
  })

  it('is translated: no French title or description is the English one', () => {
    for (const [screen, page] of Object.entries(frCommon.pages)) {
      const english = enCommon.pages[screen as keyof typeof enCommon.pages]
      expect(page.title).not.toBe(english.title)
      expect(page.description).not.toBe(english.description)
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
    const pages = language === 'fr' ? frCommon.pages : enCommon.pages
    const screen = Object.values(pages).find((page) => title.startsWith(`${page.title} |`))
    expect(description()).toContain(screen?.description)
    unmount()
    expect(description()).not.toContain(screen?.description)
  })
})
