import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { useSearchListingsQuery } from '../../services/realtyApi'
import { selectSessionStatus } from '../auth'
import { ListingCardGrid, listingStrings } from '../listingCard'
import { ListingHeart } from '../profile'
import { HOME_SEARCH } from './homeData'

export function HomesInToronto() {
  useNamespace('listing', listingStrings)
  const { t } = useTranslation('listing')
  // Only what the block shows: the query's pending steps re-render nothing.
  const { data: answer, isError } = useSearchListingsQuery(HOME_SEARCH, {
    selectFromResult: ({ data, isError }) => ({ data, isError }),
  })
  // The cards render in a background pass that yields to the browser, not in the store's update.
  const data = useDeferredValue(answer)
  const signedIn = useAppSelector((state) => selectSessionStatus(state) === 'active')

  return (
    <Box component="section" aria-labelledby="homes-in-toronto" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography
          id="homes-in-toronto"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}
        >
          {t('homeListings.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 4 }}>
          {t('homeListings.subtitle')}
        </Typography>
        {isError ? (
          <Alert severity="warning">{t('homeListings.error')}</Alert>
        ) : (
          <ListingCardGrid
            listings={data?.listings}
            placeholders={HOME_SEARCH.resultsPerPage}
            signedIn={signedIn}
            action={(listing) => <ListingHeart listing={listing} />}
            width="page"
          />
        )}
      </Container>
    </Box>
  )
}
