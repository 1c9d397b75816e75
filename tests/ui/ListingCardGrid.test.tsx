import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListingCardGrid } from '../../src/features/listingCard'
import { normaliseListings } from '../../src/lib/listing/normaliseListing'
import { activeSales } from '../fixtures/listings'
import { renderWithProviders } from '../renderWithProviders'

const homes = normaliseListings(activeSales.slice(0, 10))

const grid = (
  listings: typeof homes | undefined,
  { placeholders = 10, firstPhoto }: { placeholders?: number; firstPhoto?: 'search' } = {},
) => (
  <ListingCardGrid
    listings={listings}
    placeholders={placeholders}
    signedIn={false}
    action={() => null}
    width="page"
    firstPhoto={firstPhoto}
  />
)

const cards = () => screen.queryAllByRole('article')
const placeholders = (container: HTMLElement) =>
  container.querySelectorAll('[aria-busy="false"] > :not(article)')

describe('ListingCardGrid', () => {
  it('mounts the homes a row at a time, each card taking a placeholder of its own', async () => {
    const { container } = await renderWithProviders(grid(homes))
    // The first row at once, the others' places held.
    expect(cards()).toHaveLength(4)
    expect(placeholders(container)).toHaveLength(6)

    const first = cards()[0]
    await expect.poll(() => cards().length).toBe(10)
    expect(placeholders(container)).toHaveLength(0)
    // A card mounted once stays the same element while the others arrive.
    expect(cards()[0]).toBe(first)
  })

  it('shows placeholders while the homes load', async () => {
    const { container } = await renderWithProviders(grid(undefined))
    expect(cards()).toHaveLength(0)
    expect(container.querySelector('[aria-busy="true"]')?.children).toHaveLength(10)
    // No box for a first photo unless the page asks for one.
    expect(container.querySelectorAll('[data-first-photo]')).toHaveLength(0)
  })

  it("marks only the first placeholder's photo box for the page's first photo", async () => {
    const { container } = await renderWithProviders(
      grid(undefined, { placeholders: 8, firstPhoto: 'search' }),
    )
    const boxes = container.querySelectorAll('[data-first-photo]')
    expect(boxes).toHaveLength(1)
    expect(boxes[0]?.getAttribute('data-first-photo')).toBe('search')
    const first = container.querySelector('[aria-busy="true"]')?.firstElementChild
    expect(first?.contains(boxes[0] ?? null)).toBe(true)
  })
})
