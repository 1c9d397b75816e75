import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useDeferredValue, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { useNamespace } from '../../app/useNamespace'
import {
  canonicalTrendsSearch,
  filtersFromSearch,
  searchFromFilters,
  type TrendsFilters,
} from '../../lib/trends/filters'
import { AgentSidebar } from './AgentSidebar'
import { FilterBar } from './FilterBar'
import { trendsStrings } from './strings'
import { useMarketStatisticsQuery } from './trendsApi'
import { marketStatisticsArgs, statisticsDay } from './trendsData'
import { TrendsContent } from './TrendsContent'
import { PageMeta } from '../../ui/PageMeta'

function LoadingPlaceholder() {
  const { t } = useTranslation('trends')
  return (
    <Box role="status" aria-busy="true" aria-label={t('loading')} data-testid="trends-loading">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={104} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={320} sx={{ mt: 4 }} />
      <Skeleton variant="rounded" height={320} sx={{ mt: 4 }} />
    </Box>
  )
}

/** /trends: sold-price statistics for a city. */
export function TrendsPage() {
  useNamespace('trends', trendsStrings)
  const { t } = useTranslation('trends')
  const [search, setSearch] = useSearchParams()
  const filters = filtersFromSearch(search)
  // The current and previous windows per filter state, counted from today's date (the route's
  // loader has started the same request: trendsData.ts).
  const today = statisticsDay()
  const params = useMemo(
    () => marketStatisticsArgs(filters, today),
    [filters.city, filters.maxBeds, filters.olderData, today], // eslint-disable-line react-hooks/exhaustive-deps -- the filters' fields are the identity
  )
  // The answer renders in a background pass that yields to the browser: a store update alone
  // would draw every chart in one task.
  const { data, isFetching, isError, refetch } = useDeferredValue(useMarketStatisticsQuery(params))
  const update = (next: TrendsFilters) => {
    setSearch(searchFromFilters(next), { replace: false })
  }
  // An older spelling of the city (its name, another slug) is replaced by its slug, like list URLs.
  const canonicalSearch = canonicalTrendsSearch(search)
  if (canonicalSearch !== undefined) return <Navigate replace to={{ search: canonicalSearch }} />

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta {...t('meta.trends', { returnObjects: true, place: filters.city })} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
      >
        {t('title', { city: filters.city })}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        {t('lead', { count: filters.maxBeds })}
      </Typography>
      <FilterBar filters={filters} onChange={update} />
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 280px' },
          alignItems: 'start',
        }}
      >
        <Box aria-live="polite">
          {isFetching ? (
            <LoadingPlaceholder />
          ) : isError || !data ? (
            <Alert
              severity="error"
              variant="filled"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              <AlertTitle>{t('errorTitle')}</AlertTitle>
              {t('errorBody')}
            </Alert>
          ) : (
            <TrendsContent snapshot={data} filters={filters} />
          )}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, height: '100%' }}>
          <AgentSidebar city={filters.city} />
        </Box>
      </Box>
      <Typography
        sx={{ mt: 6, fontSize: 12, color: 'text.secondary' }}
        data-testid="trends-disclaimer"
      >
        {t('disclaimer')}
      </Typography>
    </Container>
  )
}
