import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../app/useNamespace'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { skipToken } from '@reduxjs/toolkit/query'
import { useDeferredValue, useMemo } from 'react'
import { useAppSelector } from '../../app/hooks'
import { listingsQuery } from '../../lib/searchFilters'
import {
  FilterBar,
  selectFilters,
  selectShowActive,
  selectShowSold,
  searchStrings,
  selectSold,
  useSearchUrl,
} from '../search'
import { useSearchListingsQuery } from '../../services/realtyApi'
import { selectSessionStatus } from '../auth'
import { listingStrings } from '../listingCard'
import { LIST_PAGE_SIZE, listPageNumber, listSearchArgs } from './listData'
import { ListHeading } from './ListHeading'
import { asListed, canonicalListPath, listPlace } from './listPlace'
import { ListResults } from './ListResults'
import { SimilarSearches } from './SimilarSearches'
import { listStrings } from './strings'
import { PageMeta } from '../../ui/PageMeta'

export { LIST_PAGE_SIZE } from './listData'

export function ListPage() {
  useNamespace('list', listStrings)
  // The cards' strings load with the page's: a French page that waited for them only once its
  // listings arrived would blink empty while they loaded.
  useNamespace('listing', listingStrings)
  // Without a place the page is the search screen, and says so in the search screen's words.
  useNamespace('search', searchStrings)
  const { t } = useTranslation('list')
  const searchText = useTranslation('search').t
  const signedIn = useAppSelector(selectSessionStatus) === 'active'
  const params = useParams()
  const [query, setQuery] = useSearchParams()
  const segments = [params.state, params.city, params.neighborhood]
  const place = listPlace(segments)
  const canonicalPath = canonicalListPath(segments)
  const page = listPageNumber(query)
  useSearchUrl()
  const filters = useAppSelector(selectFilters)
  const sold = useAppSelector(selectSold)
  const active = useAppSelector(selectShowActive)
  const showSold = useAppSelector(selectShowSold)
  const scope = useMemo(
    () => ({ city: place?.city, neighborhood: place?.neighborhood }),
    [place?.city, place?.neighborhood],
  )

  const today = new Date()
  const flags = { active, sold: showSold }
  const search = listingsQuery(filters, sold, flags, today)
  // The route's loader has started the same search from the address (listData.ts).
  // The answer renders in a background pass that yields to the browser: a store update alone
  // would render every card in one task.
  const { data, isFetching, isError } = useDeferredValue(
    useSearchListingsQuery(
      place && canonicalPath === undefined
        ? listSearchArgs({ filters, sold, flags }, place, page, today)
        : skipToken,
    ),
  )

  const goToPage = (value: number) => {
    const next = new URLSearchParams(query)
    if (value === 1) next.delete('page')
    else next.set('page', String(value))
    setQuery(next)
  }

  if (canonicalPath !== undefined) {
    const search = query.toString()
    return <Navigate replace to={search === '' ? canonicalPath : `${canonicalPath}?${search}`} />
  }

  if (!place) {
    return (
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <PageMeta {...searchText('meta.search', { returnObjects: true })} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          {t('noPlace')}
        </Typography>
      </Container>
    )
  }

  const shown = asListed(place, data?.listings[0]?.address)
  const placeName = [shown.neighborhood, shown.city, shown.state].filter(Boolean).join(', ')
  const count = data?.count ?? 0
  const from = count === 0 ? 0 : (page - 1) * LIST_PAGE_SIZE + 1
  const to = Math.min(count, page * LIST_PAGE_SIZE)

  return (
    <>
      <PageMeta {...t('meta.list', { returnObjects: true, place: placeName })} />
      <FilterBar view="list" scope={scope} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ListHeading
          placeName={placeName}
          city={shown.city}
          neighborhood={shown.neighborhood}
          range={data ? { from, to, total: count } : undefined}
        />
        <ListResults
          data={data}
          isFetching={isFetching}
          isError={isError}
          signedIn={signedIn}
          page={page}
          onPage={goToPage}
        />

        <SimilarSearches place={place} search={search} ready={data !== undefined && !isFetching} />
      </Container>
    </>
  )
}
