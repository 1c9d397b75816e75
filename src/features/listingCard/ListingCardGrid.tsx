import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { Listing } from '../../lib/listing/normaliseListing'
import { ListingCardSkeleton } from '../../ui/ListingCard'
import { ListingCardFor } from './ListingCardFor'

/**
 * Cards across: a page's full width takes one on a phone, two from small screens and four from
 * large ones; a column beside other content takes one, then two.
 */
const GRIDS = {
  page: {
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
  },
  column: { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } },
} as const

export interface ListingCardGridProps {
  /** The homes, or undefined while they load: the grid is busy and shows placeholders. */
  readonly listings: readonly Listing[] | undefined
  readonly placeholders: number
  readonly signedIn: boolean
  /** The control over each card's photo (the save-home heart). */
  readonly action: (listing: Listing) => ReactNode
  readonly width: keyof typeof GRIDS
  /** How many cards the first screenful holds: their photos are not lazy. */
  readonly firstScreenCards?: number
}

/** A grid of listing cards, with placeholder cards while the homes load. */
export function ListingCardGrid({
  listings,
  placeholders,
  signedIn,
  action,
  width,
  firstScreenCards = 0,
}: ListingCardGridProps) {
  return (
    <Box sx={GRIDS[width]} aria-busy={listings === undefined}>
      {listings === undefined
        ? Array.from({ length: placeholders }, (_, i) => <ListingCardSkeleton key={i} />)
        : listings.map((listing, index) => (
            <ListingCardFor
              key={`${listing.mlsNumber}/${String(listing.boardId)}`}
              listing={listing}
              signedIn={signedIn}
              action={action(listing)}
              firstScreen={index < firstScreenCards}
            />
          ))}
    </Box>
  )
}
