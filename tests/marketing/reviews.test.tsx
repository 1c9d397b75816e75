import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ReviewsSection } from '../../src/features/marketing'
import { reviews } from '../../src/features/marketing/data/reviews'
import { renderWithProviders } from '../renderWithProviders'

declare global {
  interface Window {
    xss?: string
  }
}

/** A hostile review body as a compromised review feed could send it; never shipped. */
const hostile = {
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
} as const

afterEach(() => {
  delete window.xss
})

describe('reviews', () => {
  it('shows the star count from the rating string', async () => {
    await renderWithProviders(<ReviewsSection />)
    const cards = within(screen.getByRole('region', { name: 'Client reviews' })).getAllByRole(
      'figure',
    )
    expect(cards).toHaveLength(reviews.length)
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
    const { container } = await renderWithProviders(<ReviewsSection reviews={[hostile]} />)
    const card = within(screen.getByRole('region', { name: 'Client reviews' })).getByRole('figure')
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
})
