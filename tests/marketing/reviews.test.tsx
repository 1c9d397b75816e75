import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Review } from '../../contract/reviews'
import { REVIEWS } from '../../server/src/content/reviews'
import { ReviewsSection } from '../../src/features/marketing'
import { inLanguageFirst } from '../../src/features/marketing/reviews/ReviewsSection'
import { reviewsHandler, reviewsUrl } from '../msw/reviews'
import { server } from '../msw/server'
import { observerInView } from '../observerInView'
import { renderWithProviders } from '../renderWithProviders'

declare global {
  interface Window {
    xss?: string
  }
}

/** A hostile review body as a compromised review feed could send it; never shipped. */
const hostile: Review = {
  id: 'hostile',
  name: 'Mallory',
  rating: 'google_rating_5',
  platform: 'Google',
  language: 'en',
  body: [
    '<p onclick="window.xss=\'click\'">Great <strong>service</strong></p>',
    '<script>window.xss = "script"</script>',
    '<img src="x" onerror="window.xss=\'img\'">',
    '<svg><script>window.xss="svg"</script></svg>',
    '<a href="javascript:window.xss=\'link\'">Read more</a>',
    '<a href="https://g.page/homewise">On Google</a>',
    '<iframe src="javascript:window.xss=\'frame\'"></iframe>',
    '<p style="position:fixed;inset:0">Overlay</p>',
  ].join(''),
}

afterEach(() => {
  delete window.xss
})

describe('reviews', () => {
  it('shows the star count from the rating string', async () => {
    await renderWithProviders(<ReviewsSection />)
    const cards = within(
      await screen.findByRole('region', { name: 'Client reviews' }),
    ).getAllByRole('figure')
    expect(cards).toHaveLength(REVIEWS.length)
    const labels = cards.map((card) => within(card).getByRole('img').getAttribute('aria-label'))
    expect(labels).toEqual([
      'Rated 5 out of 5',
      'Rated 5 out of 5',
      'Rated 5 out of 5',
      'Rated 4 out of 5',
      'Rated 5 out of 5',
    ])
  })

  it('keeps formatting but no script, handler, style or javascript: URL', async () => {
    server.use(reviewsHandler([hostile]))
    const { container } = await renderWithProviders(<ReviewsSection />)
    const card = within(await screen.findByRole('region', { name: 'Client reviews' })).getByRole(
      'figure',
    )
    const quote = card.querySelector('blockquote')!
    expect(within(quote).getByText('service').tagName).toBe('STRONG')
    expect(within(quote).getByText('Overlay')).toBeInTheDocument()
    expect(quote.querySelectorAll('script, img, iframe, svg, [style]')).toHaveLength(0)
    const attributes = [...quote.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    )
    expect(attributes.filter((text) => /^on|javascript:/i.test(text))).toEqual([])
    expect(within(quote).getByText('On Google')).toHaveAttribute('href', 'https://g.page/homewise')
    expect(within(quote).getByText('Read more')).not.toHaveAttribute('href')
    within(quote).getByText(/Great/).click()
    expect(container.innerHTML).not.toContain('window.xss')
    expect(window.xss).toBeUndefined()
  })

  it('asks for the reviews only when the block comes within a screen of view', async () => {
    const scrollNear = observerInView()
    let asked = 0
    server.use(
      http.get(reviewsUrl, () => {
        asked += 1
        return HttpResponse.json({ reviews: REVIEWS })
      }),
    )
    try {
      await renderWithProviders(<ReviewsSection />)
      expect(screen.getByRole('status', { name: 'Loading client reviews' })).toBeInTheDocument()
      expect(screen.getByText('4.9 average from 400+ reviews')).toBeInTheDocument()
      expect(asked).toBe(0)
      scrollNear()
      const carousel = await screen.findByRole('region', { name: 'Client reviews' })
      expect(within(carousel).getAllByRole('figure')).toHaveLength(REVIEWS.length)
      expect(asked).toBe(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("holds the carousel's place while loading, then says quietly when reviews cannot load", async () => {
    // The service answers only once the loading state has been seen.
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    server.use(
      http.get(reviewsUrl, async () => {
        await answered
        return HttpResponse.json({ message: 'down' }, { status: 503 })
      }),
    )
    await renderWithProviders(<ReviewsSection />)
    expect(screen.getByRole('status', { name: 'Loading client reviews' })).toBeInTheDocument()
    answer()
    expect(
      await screen.findByText(
        'Client reviews could not be loaded just now. Our rating above stands.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('4.9 average from 400+ reviews')).toBeInTheDocument()
  })

  it("quotes a French visitor the brokerage's French translation, marked as translated", async () => {
    await renderWithProviders(<ReviewsSection />, { language: 'fr' })
    const region = await screen.findByRole('region', { name: 'Avis de clients' })
    const cards = within(region).getAllByRole('figure')
    expect(cards).toHaveLength(REVIEWS.length)
    for (const card of cards) {
      expect(card.querySelector('blockquote')?.getAttribute('lang')).toBe('fr')
      expect(within(card).getByText(/Traduit de l’anglais/)).toBeInTheDocument()
    }
    expect(within(region).getByText(/Nous avons acheté notre premier condo à/)).toBeInTheDocument()
    expect(within(region).queryByText(/We bought our first condo/)).not.toBeInTheDocument()
    // Every quote reads in French: no note about quotes in another language.
    expect(screen.queryByText(/tels que leurs auteurs les ont écrits/)).not.toBeInTheDocument()
  })

  it('tells a French visitor a quote with no translation is as written, marked English', async () => {
    const untranslated: Review = {
      id: 'plain',
      name: 'Jasmine K.',
      body: '<p>We bought our first condo.</p>',
      rating: 'google_rating_5',
      platform: 'Google',
      language: 'en',
    }
    server.use(reviewsHandler([untranslated]))
    await renderWithProviders(<ReviewsSection />, { language: 'fr' })
    const region = await screen.findByRole('region', { name: 'Avis de clients' })
    expect(
      screen.getByText(
        'Les avis sont cités tels que leurs auteurs les ont écrits, dans leur langue.',
      ),
    ).toBeInTheDocument()
    const card = within(region).getByRole('figure')
    expect(card.querySelector('blockquote')?.getAttribute('lang')).toBe('en')
    expect(within(card).queryByText(/Traduit/)).not.toBeInTheDocument()
  })

  it('shows an English visitor the words as written', async () => {
    await renderWithProviders(<ReviewsSection />)
    const region = await screen.findByRole('region', { name: 'Client reviews' })
    expect(within(region).getByText(/We bought our first condo in/)).toBeInTheDocument()
    expect(within(region).queryByText(/Translated/)).not.toBeInTheDocument()
  })

  it('puts reviews in the visitor’s language first, keeping the order otherwise', () => {
    const reviews = [
      { id: 'a', language: 'en' },
      { id: 'b', language: 'fr' },
      { id: 'c', language: 'en' },
      { id: 'd', language: 'fr' },
    ]
    expect(inLanguageFirst(reviews, 'fr').map((review) => review.id)).toEqual(['b', 'd', 'a', 'c'])
    expect(inLanguageFirst(reviews, 'en').map((review) => review.id)).toEqual(['a', 'c', 'b', 'd'])
  })
})
