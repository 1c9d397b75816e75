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
import { ListingCardGrid } from '../listingCard'
import { ListingHeart } from '../profile'
import { Section } from './Section'

/** Comparables 2 at first, +2 per Load More; similar listings 4. */
export const COMPARABLES_STEP = 2
export const COMPARABLES_MAX = 12
export const SIMILAR_LIMIT = 4

/** Two placeholder cards while a list loads, then one card a home, each with its heart. */
function RelatedCards(props: {
  readonly listings: readonly Listing[] | undefined
  readonly signedIn: boolean
}) {
  return (
    <ListingCardGrid
      {...props}
      placeholders={2}
      action={(listing) => <ListingHeart listing={listing} />}
      width="column"
    />
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
        listings={isLoading ? undefined : comparables.slice(0, shown)}
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
      <RelatedCards listings={isLoading ? undefined : listings} signedIn={signedIn} />
    </Section>
  )
}
