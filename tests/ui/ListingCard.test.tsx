import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListingCard } from '../../src/ui/ListingCard'
import { renderWithProviders } from '../renderWithProviders'
import { keepComponentStyles } from '../componentStyles'

// These tests read the styles a component draws with.
keepComponentStyles()

describe('ListingCard facts', () => {
  it('moves a long square footage to its own line, cut only when even that is too narrow', async () => {
    await renderWithProviders(
      <ListingCard
        imageUrl={undefined}
        imageAlt="12 Queen St W"
        badge={{ label: 'For Sale', colour: 'forSale' }}
        price="$899,000"
        facts={[
          { icon: 'beds', text: '3 bd' },
          { icon: 'baths', text: '2 ba' },
          { icon: 'sqft', text: '1500-2000 sqft' },
        ]}
        addressLine="12 Queen St W"
        areaLine="Downtown, Toronto"
      />,
    )
    const sqft = screen.getByText('1500-2000 sqft')
    expect(sqft).toHaveAttribute('title', '1500-2000 sqft')
    expect(sqft).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis' })
    expect(sqft.parentElement).toHaveStyle({ minWidth: '0', flexShrink: '1' })
    // A fact that does not fit beside the others wraps whole to the next line.
    expect(sqft.closest('ul')).toHaveStyle({ flexWrap: 'wrap' })
    // Beds and baths keep their width.
    expect(screen.getByText('3 bd').parentElement).toHaveStyle({ flexShrink: '0' })
  })
})

describe('ListingCard photo', () => {
  const card = (firstScreen: boolean) => (
    <ListingCard
      imageUrl="/photo.webp"
      imageAlt="12 Queen St W"
      badge={{ label: 'For Sale', colour: 'forSale' }}
      price="$899,000"
      facts={[]}
      addressLine="12 Queen St W"
      areaLine="Downtown, Toronto"
      firstScreen={firstScreen}
    />
  )

  it('fetches a first-screen photo at once and ahead of other images', async () => {
    await renderWithProviders(card(true))
    const photo = screen.getByRole('img', { name: '12 Queen St W' })
    expect(photo).toHaveAttribute('loading', 'eager')
    expect(photo).toHaveAttribute('fetchpriority', 'high')
  })

  it('leaves a photo further down to load when it nears the screen', async () => {
    await renderWithProviders(card(false))
    const photo = screen.getByRole('img', { name: '12 Queen St W' })
    expect(photo).toHaveAttribute('loading', 'lazy')
    expect(photo).not.toHaveAttribute('fetchpriority')
  })
})
