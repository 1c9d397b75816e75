import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import type { ListingsResult } from '../../services/realtyApi'
import { PageNav } from '../../ui/PageNav'
import { ListingCardGrid } from '../listingCard'
import { ListingHeart } from '../profile'
import { LIST_PAGE_SIZE } from './listData'

/** The cards of the grid's first row at its widest (four columns): their photos are not lazy. */
const FIRST_SCREEN_CARDS = 4

export interface ListResultsProps {
  readonly data: ListingsResult | undefined
  readonly isFetching: boolean
  readonly isError: boolean
  readonly signedIn: boolean
  readonly page: number
  readonly onPage: (page: number) => void
}

/** The page's cards (skeletons while the answer is on its way), or why there are none, and the pages. */
export function ListResults({
  data,
  isFetching,
  isError,
  signedIn,
  page,
  onPage,
}: ListResultsProps) {
  const { t } = useTranslation('list')
  const count = data?.count ?? 0
  const pages = Math.ceil(count / LIST_PAGE_SIZE)
  return (
    <>
      {isError ? (
        <Alert severity="warning">{t('error')}</Alert>
      ) : data && count === 0 ? (
        <Alert severity="info">{t('noResults')}</Alert>
      ) : (
        <ListingCardGrid
          listings={!data || isFetching ? undefined : data.listings}
          placeholders={LIST_PAGE_SIZE}
          signedIn={signedIn}
          action={(listing) => <ListingHeart listing={listing} />}
          width="page"
          firstScreenCards={FIRST_SCREEN_CARDS}
          firstPhoto="search"
        />
      )}

      {data && (
        <PageNav
          label={t('pages')}
          pages={pages}
          page={page}
          onPage={(value) => {
            onPage(value)
            window.scrollTo({ top: 0 })
          }}
        />
      )}
    </>
  )
}
