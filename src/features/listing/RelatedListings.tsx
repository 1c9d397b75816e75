import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListingRecord } from '../../../contract/listing'
import type { Listing } from '../../lib/listing/normaliseListing'
import {
  useGetSimilarListingsQuery,
  useSearchListingsQuery,
  type ListingArgs,
} from '../../services/realtyApi'
import { ListingCardSkeleton } from '../../ui/ListingCard'
import { ListingCardFor } from '../listingCard'
import { ListingHeart } from '../profile'
import { Section } from './Section'

/** Comparables 2 at first, +2 per Load More; similar listings 4. */
export const COMPARABLES_STEP = 2
export const COMPARABLES_MAX = 12
export const SIMILAR_LIMIT = 4

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
} as const

/** Two placeholder cards while the list loads, then one card a home, each with its heart. */
function RelatedCards({
  listings,
  isLoading,
  signedIn,
}: {
  readonly listings: readonly Listing[]
  readonly isLoading: boolean
  readonly signedIn: boolean
}) {
  return (
    <Box sx={grid}>
      {isLoading
        ? [0, 1].map((i) => <ListingCardSkeleton key={i} />)
        : listings.map((other) => (
            <ListingCardFor
              key={`${other.mlsNumber}/${String(other.boardId)}`}
              listing={other}
              signedIn={signedIn}
              action={<ListingHeart listing={other} />}
            />
          ))}
    </Box>
  )
}

/**
 * Sold (or, for a lease, leased) homes of the same kind in the same neighbourhood, newest
 * close first, from the listing search.
 */
export function Comparables({
  listing,
  signedIn,
}: {
  readonly listing: ListingRecord
  readonly signedIn: boolean
}) {
  const { t } = useTranslation('detail')
  const [shown, setShown] = useState(COMPARABLES_STEP)
  const lease = listing.type === 'Lease'
  // Rendered from a deferred copy: the cards render in a background pass that yields to the
  // browser, not in the store's update.
  const { data, isLoading } = useDeferredValue(
    useSearchListingsQuery({
      type: lease ? 'lease' : 'sale',
      status: 'U',
      lastStatus: lease ? 'Lsd' : 'Sld',
      city: listing.address.city,
      neighborhood: listing.address.neighborhood,
      propertyType: listing.details.propertyType,
      sortBy: 'soldDateDesc',
      resultsPerPage: COMPARABLES_MAX,
    }),
  )
  const comparables = (data?.listings ?? []).filter(
    (other) => other.mlsNumber !== listing.mlsNumber,
  )
  if (!isLoading && comparables.length === 0) return null
  return (
    <Section title={t(lease ? 'comparables.leasedTitle' : 'comparables.soldTitle')}>
      <RelatedCards
        listings={comparables.slice(0, shown)}
        isLoading={isLoading}
        signedIn={signedIn}
      />
      {shown < comparables.length && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => {
            setShown((count) => count + COMPARABLES_STEP)
          }}
        >
          {t('comparables.loadMore')}
        </Button>
      )}
    </Section>
  )
}

/** Up to 4 homes on the market now that a buyer of this one would also consider. */
export function SimilarListings({
  args,
  signedIn,
}: {
  readonly args: ListingArgs
  readonly signedIn: boolean
}) {
  const { t } = useTranslation('detail')
  const { data, isLoading } = useDeferredValue(useGetSimilarListingsQuery(args))
  const listings = (data?.listings ?? []).slice(0, SIMILAR_LIMIT)
  if (!isLoading && listings.length === 0) return null
  return (
    <Section title={t('similar.title')}>
      <RelatedCards listings={listings} isLoading={isLoading} signedIn={signedIn} />
    </Section>
  )
}
