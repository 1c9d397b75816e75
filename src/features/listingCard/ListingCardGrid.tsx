import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { Listing } from '../../lib/listing/normaliseListing'
import type { FirstPhotoSource } from '../../lib/listing/firstPhotoSlot'
import { ListingCardSkeleton } from '../../ui/ListingCard'
import { Stage, Stages } from '../../ui/Stages'
import { ListingCardFor } from './ListingCardFor'

/**
 * Cards mounted per task once the homes arrive: one row at the grid's widest. Twenty cards in one
 * commit held a phone's main thread for about half a second; a row at a time, each in a
 * transition of its own, keeps every task short. A card not yet mounted holds its place as a
 * placeholder of the same size, so nothing moves.
 */
const CARDS_PER_STAGE = 4

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
  /** The answer that names the first card's photo, when the page's start script may show it. */
  readonly firstPhoto?: FirstPhotoSource | undefined
}

/** A grid of listing cards, with placeholder cards while the homes load. */
export function ListingCardGrid({
  listings,
  placeholders,
  signedIn,
  action,
  width,
  firstScreenCards = 0,
  firstPhoto,
}: ListingCardGridProps) {
  return (
    <Box sx={GRIDS[width]} aria-busy={listings === undefined}>
      {listings === undefined ? (
        Array.from({ length: placeholders }, (_, i) => (
          <ListingCardSkeleton key={i} firstPhoto={i === 0 ? firstPhoto : undefined} />
        ))
      ) : (
        // A new set of homes starts its stages again.
        <Stages key={listings.map(listingKey).join(' ')} count={stagesFor(listings.length)}>
          {listings.map((listing, index) => (
            <Stage
              key={listingKey(listing)}
              at={Math.floor(index / CARDS_PER_STAGE)}
              fallback={<ListingCardSkeleton />}
            >
              <ListingCardFor
                listing={listing}
                signedIn={signedIn}
                action={action(listing)}
                firstScreen={index < firstScreenCards}
              />
            </Stage>
          ))}
        </Stages>
      )}
    </Box>
  )
}

const listingKey = (listing: Listing) => `${listing.mlsNumber}/${String(listing.boardId)}`

/** The stages after the first that `count` cards need. */
const stagesFor = (count: number) => Math.max(0, Math.ceil(count / CARDS_PER_STAGE) - 1)
