import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../app/useNamespace'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { skipToken } from '@reduxjs/toolkit/query'
import { useMemo } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { groupThousands } from '../../lib/format'
import { SEARCH_SORTS, listingsQuery, type SearchSort } from '../../lib/searchFilters'
import {
  FilterBar,
  selectFilters,
  selectShowActive,
  selectShowSold,
  selectSold,
  sortSet,
  useSearchUrl,
} from '../search'
import { useSearchListingsQuery } from '../../services/realtyApi'
import { ListingCardSkeleton } from '../../ui/ListingCard'
import { selectSessionStatus } from '../auth'
import { ListingCardFor, listingStrings } from '../listingCard'
import { ListingHeart, SaveSearchButton } from '../profile'
import { LIST_PAGE_SIZE, listPageNumber, listSearchArgs } from './listData'
import { asListed, canonicalListPath, listPlace } from './listPlace'
import { SimilarSearches } from './SimilarSearches'
import { listStrings } from './strings'
import { ScreenMeta } from '../../ui/PageMeta'

export { LIST_PAGE_SIZE } from './listData'

/** The sort menu's options, in the spec's order (Recommended is the random order). */
const MENU_SORTS = SEARCH_SORTS

const isSort = (value: string): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value)

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const

export function ListPage() {
  useNamespace('list', listStrings)
  // The cards' strings load with the page's: a French page that waited for them only once its
  // listings arrived would blink empty while they loaded.
  useNamespace('listing', listingStrings)
  const { t, i18n } = useTranslation('list')
  const signedIn = useAppSelector(selectSessionStatus) === 'active'
  const params = useParams()
  const [query, setQuery] = useSearchParams()
  const segments = [params.state, params.city, params.neighborhood]
  const place = listPlace(segments)
  const canonicalPath = canonicalListPath(segments)
  const page = listPageNumber(query)
  useSearchUrl()
  const dispatch = useAppDispatch()
  const filters = useAppSelector(selectFilters)
  const sold = useAppSelector(selectSold)
  const active = useAppSelector(selectShowActive)
  const showSold = useAppSelector(selectShowSold)
  const { sortBy } = filters
  const lease = filters.type === 'lease'
  const scope = useMemo(
    () => ({ city: place?.city, neighborhood: place?.neighborhood }),
    [place?.city, place?.neighborhood],
  )

  const today = new Date()
  const flags = { active, sold: showSold }
  const search = listingsQuery(filters, sold, flags, today)
  // The route's loader has started the same search from the address (listData.ts).
  const { data, isFetching, isError } = useSearchListingsQuery(
    place && canonicalPath === undefined
      ? listSearchArgs({ filters, sold, flags }, place, page, today)
      : skipToken,
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
        {/* Without a place the page asks for one: it is the search screen in all but name. */}
        <ScreenMeta screen="search" />
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
      <ScreenMeta screen="list" values={{ place: placeName }} />
      <FilterBar view="list" scope={scope} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 2,
            mb: 3,
          }}
        >
          <div>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
              {t(lease ? 'titleLease' : 'title', { place: placeName })}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }} aria-live="polite">
              {data
                ? t('range', { from, to, total: groupThousands(count, i18n.language) })
                : '\u00a0'}
            </Typography>
            <SaveSearchButton />
          </div>
          <TextField
            select
            size="small"
            label={t('sort')}
            value={sortBy}
            onChange={(event) => {
              if (isSort(event.target.value)) dispatch(sortSet(event.target.value))
            }}
            sx={{ minWidth: 220, width: 'auto' }}
          >
            {MENU_SORTS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`sorts.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>

        {isError ? (
          <Alert severity="warning">{t('error')}</Alert>
        ) : data && count === 0 ? (
          <Alert severity="info">{t('noResults')}</Alert>
        ) : (
          <Box sx={grid} aria-busy={isFetching}>
            {!data || isFetching
              ? Array.from({ length: LIST_PAGE_SIZE }, (_, i) => <ListingCardSkeleton key={i} />)
              : data.listings.map((listing) => (
                  <ListingCardFor
                    key={`${listing.mlsNumber}/${String(listing.boardId)}`}
                    listing={listing}
                    signedIn={signedIn}
                    action={<ListingHeart listing={listing} />}
                  />
                ))}
          </Box>
        )}

        {data && Math.ceil(count / LIST_PAGE_SIZE) > 1 && (
          <Box
            component="nav"
            aria-label={t('pages')}
            sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}
          >
            <Pagination
              count={Math.ceil(count / LIST_PAGE_SIZE)}
              page={page}
              shape="rounded"
              color="primary"
              onChange={(_event, value) => {
                goToPage(value)
                window.scrollTo({ top: 0 })
              }}
            />
          </Box>
        )}

        <SimilarSearches place={place} search={search} ready={data !== undefined && !isFetching} />
      </Container>
    </>
  )
}
