import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListingCard } from '../../src/ui/ListingCard'
import { renderWithProviders } from '../renderWithProviders'

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
