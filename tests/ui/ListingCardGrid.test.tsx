import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListingCardGrid } from '../../src/features/listingCard'
import { normaliseListings } from '../../src/lib/listing/normaliseListing'
import { activeSales } from '../fixtures/listings'
import { renderWithProviders } from '../renderWithProviders'

const homes = normaliseListings(activeSales.slice(0, 10))

const grid = (listings: typeof homes | undefined) => (
  <ListingCardGrid
    listings={listings}
    placeholders={10}
    signedIn={false}
    action={() => null}
    width="page"
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
  })
})
