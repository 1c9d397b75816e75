import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { listPathFor } from '../../lib/listing/detailRoute'
import { useSearchListingsQuery } from '../../services/realtyApi'
import { listPlace } from '../list'
import { ListingCardGrid } from '../listingCard'
import { ListingHeart } from '../profile'
import { SIMILAR_LIMIT } from './RelatedListings'

/** The address's place segments: /detail/{state}/{city}/{neighborhood}/… */
type PlaceSegments = readonly [string | undefined, string | undefined, string | undefined]

/** A listing without a city or neighbourhood has 'city' or 'area' in its address instead. */
const PLACEHOLDERS = [undefined, 'city', 'area'] as const

function withoutPlaceholders(segments: PlaceSegments): PlaceSegments {
  const [state, city, neighborhood] = segments.map((segment, index) =>
    segment !== undefined && segment === PLACEHOLDERS[index] ? undefined : segment,
  )
  // A neighbourhood means nothing without its city.
  return [state, city, city === undefined ? undefined : neighborhood]
}

/**
 * A listing address whose home the service no longer has (an old MLS number from a shared link
 * or an e-mail): says so, and offers the search the home belonged to and the homes listed there
 * now, rather than an error on an empty page.
 */
export function ListingGone({
  segments,
  signedIn,
}: {
  readonly segments: PlaceSegments
  readonly signedIn: boolean
}) {
  const { t } = useTranslation('detail')
  const named = withoutPlaceholders(segments)
  const place = listPlace(named)
  const city = place?.city
  // The neighbourhood when the address names one, else the city: the narrowest search it had.
  const placeName = [place?.neighborhood, city].filter(Boolean).join(', ')
  const listPath = listPathFor(named)
  const { data } = useDeferredValue(
    useSearchListingsQuery(
      {
        type: 'sale',
        status: 'A',
        city,
        neighborhood: place?.neighborhood,
        sortBy: 'createdOnDesc',
        resultsPerPage: SIMILAR_LIMIT,
        pageNum: 1,
      },
      { skip: city === undefined },
    ),
  )
  const similar = data?.listings
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        {t('gone.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, maxWidth: '60ch' }}>
        {placeName ? t('gone.body', { place: placeName }) : t('gone.bodyNoPlace')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>
        {placeName && (
          <Button component={RouterLink} to={listPath} variant="contained" size="large">
            {t('gone.search', { place: placeName })}
          </Button>
        )}
        <Button component={RouterLink} to="/map" variant="outlined" size="large">
          {t('gone.searchAll')}
        </Button>
      </Box>
      {placeName && (similar === undefined || similar.length > 0) && (
        <Box component="section" aria-labelledby="gone-similar" sx={{ mt: 6 }}>
          <Typography id="gone-similar" component="h2" variant="h5" sx={{ mb: 2 }}>
            {t('gone.similar', { place: placeName })}
          </Typography>
          <ListingCardGrid
            listings={similar}
            placeholders={SIMILAR_LIMIT}
            signedIn={signedIn}
            action={(listing) => <ListingHeart listing={listing} />}
            width="page"
          />
        </Box>
      )}
    </Container>
  )
}
