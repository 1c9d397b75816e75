import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useDeferredValue, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { groupThousands } from '../../lib/format'
import type { QueryParams } from '../../lib/queryString'
import { useSearchListingsQuery } from '../../services/realtyApi'
import { ListingCardSkeleton } from '../../ui/ListingCard'
import { PageNav } from '../../ui/PageNav'
import { ListingCardFor } from '../listingCard'
import { useAppSelector } from '../../app/hooks'
import { NO_AREA } from '../../lib/viewArea'
import { selectSessionStatus } from '../auth'
import { selectFilters } from '../search'
import { listingKey, type PanelFocus } from './panelFocus'
import { useChosenCardInView } from './useChosenCardInView'
import { useResultsPage } from './useResultsPage'

/** 8 listings a page in the map panel. */
export const PANEL_PAGE_SIZE = 8

/**
 * The drawer listings: the homes in view (or in the chosen place), 8 a page, taking half the
 * map's width (the whole screen on phones).
 */
export function ResultsPanel({
  baseQuery,
  area,
  onClose,
  focus,
  onShown,
}: {
  baseQuery: Record<string, QueryParams[string]>
  area: string | undefined
  onClose: () => void
  /** The pin last chosen on the map: its card, when shown here, takes focus. */
  focus?: PanelFocus | null
  /** The listings the panel shows now (so the map knows which pins have a card here). */
  onShown?: (keys: ReadonlySet<string>) => void
}) {
  const { t, i18n } = useTranslation('map')
  const signedIn = useAppSelector(selectSessionStatus) === 'active'
  const cards = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLElement>(null)
  const { sortBy } = useAppSelector(selectFilters)
  // A new area or search starts again at page 1.
  const [page, setPage] = useResultsPage(JSON.stringify([baseQuery, sortBy]), area)
  // The answer renders in a background pass that yields to the browser: a store update alone
  // would render every card in one task.
  const { data, isFetching, isError } = useDeferredValue(
    useSearchListingsQuery(
      {
        ...baseQuery,
        map: area,
        sortBy,
        resultsPerPage: PANEL_PAGE_SIZE,
        pageNum: page,
      },
      { skip: area === undefined || area === NO_AREA },
    ),
  )

  const shown = !data || isFetching ? undefined : data.listings
  useEffect(() => {
    onShown?.(new Set((shown ?? []).map(listingKey)))
  }, [shown, onShown])

  useChosenCardInView(focus, shown, cards, panel)

  // The chosen outline is nowhere on screen: no homes in view, nothing to ask for.
  const nothing = area === NO_AREA
  const count = nothing ? 0 : (data?.count ?? 0)
  const pages = Math.ceil(count / PANEL_PAGE_SIZE)
  const from = count === 0 ? 0 : (page - 1) * PANEL_PAGE_SIZE + 1
  const to = Math.min(count, page * PANEL_PAGE_SIZE)

  return (
    <Box
      component="section"
      ref={panel}
      aria-labelledby="results-title"
      sx={{
        // The whole map on a phone, half of it beside the map on a wide screen (by CSS, so the
        // panel is right for the width from its first paint).
        width: { xs: '100%', md: '50%' },
        position: { xs: 'absolute', md: 'relative' },
        inset: { xs: 0, md: 'auto' },
        zIndex: { xs: 700, md: 'auto' },
        bgcolor: 'background.default',
        borderLeft: 1,
        borderColor: 'divider',
        overflowY: 'auto',
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <div>
          <Typography id="results-title" component="h2" variant="h6">
            {t('results')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {/* An empty result is said once, by the notice below, not as "0–0 of 0". */}
            {count > 0
              ? t('range', { from, to, total: groupThousands(count, i18n.language) })
              : '\u00a0'}
          </Typography>
        </div>
        <IconButton aria-label={t('hideResults')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {isError ? (
        <Alert severity="warning">{t('noResults')}</Alert>
      ) : nothing || (data && count === 0) ? (
        <Alert severity="info">{t('noResults')}</Alert>
      ) : (
        <Box
          ref={cards}
          aria-busy={isFetching}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(2, 1fr)' },
          }}
        >
          {!data || isFetching
            ? Array.from({ length: 4 }, (_, i) => <ListingCardSkeleton key={i} />)
            : data.listings.map((listing) => (
                <Box
                  key={listingKey(listing)}
                  data-listing={listingKey(listing)}
                  tabIndex={-1}
                  sx={{
                    borderRadius: 1,
                    outline: 'none',
                    '&:focus': { outline: '3px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <ListingCardFor listing={listing} signedIn={signedIn} />
                </Box>
              ))}
        </Box>
      )}
      <PageNav label={t('pages')} pages={pages} page={page} onPage={setPage} compact />
    </Box>
  )
}
