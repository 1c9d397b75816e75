import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useState, type Dispatch, type SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { groupThousands } from '../../lib/format'
import type { QueryValue } from '../../lib/queryString'
import { BED_BATH_OPTIONS } from '../../lib/filterSteps'
import { listingsQuery, type MirroredSearch } from '../../lib/searchFilters'
import { priceAfterToggle, toggleHomeType } from '../../lib/searchRules'
import { DrawerStatus } from './DrawerStatus'
import { SaleLeaseToggle } from './SaleLeaseToggle'
import { useCountListingsQuery } from './searchApi'
import { useSearchScope } from './searchScope'
import { restoreSearch, selectMirroredSearch } from './searchState'
import { HomeTypeChoices } from './filterChoices'
import { PriceSlider } from './PriceSlider'
import { MoreFields } from './MoreFields'

type Draft = MirroredSearch

/**
 * The phone's filter drawer: Status (with each status's period), Beds and Other Filters on a draft of the search; Cancel
 * restores what was there, Apply shows how many homes match. The count is the search Apply will
 * show: the draft's filters in the screen's area (the map's view within its outline, or the
 * list's city), so it says what the screen will say after Apply.
 */
export function FilterDrawer({
  open,
  onClose,
  scope,
}: {
  open: boolean
  onClose: () => void
  scope: Readonly<Record<string, QueryValue>>
}) {
  const { t } = useTranslation('search')
  const dispatch = useAppDispatch()
  const current = useAppSelector(selectMirroredSearch)
  // Opened afresh each time, so the draft starts from the search as it is.
  const [draft, setDraft] = useState(current)

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(100vw, 380px)' } } }}
    >
      <Box
        role="dialog"
        aria-labelledby="filters-title"
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography id="filters-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('filtersButton')}
          </Typography>
          <IconButton aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <DrawerFields draft={draft} setDraft={setDraft} />
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2 }}>
          <Button variant="outlined" onClick={onClose} sx={{ flex: 1 }}>
            {t('cancel')}
          </Button>
          <ApplyButton
            draft={draft}
            scope={scope}
            counting={open}
            onApply={() => {
              dispatch(restoreSearch(draft))
              onClose()
            }}
          />
        </Stack>
      </Box>
    </Drawer>
  )
}

/** 'See N homes': the draft's count in the screen's area; applies the draft when pressed. */
function ApplyButton({
  draft,
  scope,
  counting,
  onApply,
}: {
  draft: Draft
  scope: Readonly<Record<string, QueryValue>>
  counting: boolean
  onApply: () => void
}) {
  const { t, i18n } = useTranslation('search')
  // The screen's own area (the map's) wins over the bar's: it is where the results will show.
  const screenScope = useSearchScope()
  const { data: count, isFetching } = useCountListingsQuery(
    {
      ...listingsQuery(draft.filters, draft.sold, draft.flags, new Date()),
      ...scope,
      ...screenScope,
    },
    { skip: !counting },
  )
  return (
    <Button variant="contained" sx={{ flex: 2 }} onClick={onApply}>
      {count === undefined || isFetching
        ? t('counting')
        : t('applyCount', { count, formatted: groupThousands(count, i18n.language) })}
    </Button>
  )
}

/** The drawer's fields, each changing the draft only. */
function DrawerFields({
  draft,
  setDraft,
}: {
  draft: Draft
  setDraft: Dispatch<SetStateAction<Draft>>
}) {
  const { t } = useTranslation('search')
  const setFilters = (changes: Partial<Draft['filters']>) => {
    setDraft((previous) => ({ ...previous, filters: { ...previous.filters, ...changes } }))
  }
  return (
    <Stack spacing={3} sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
      <SaleLeaseToggle
        value={draft.filters.type}
        onChange={(type) => {
          const price = priceAfterToggle(type)
          setFilters({ type, minPrice: price.min, maxPrice: price.max })
        }}
      />
      <DrawerStatus draft={draft} setDraft={setDraft} />
      <section aria-labelledby="drawer-beds">
        <Typography id="drawer-beds" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {t('beds')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={draft.filters.minBeds}
          aria-label={t('beds')}
          onChange={(_event, minBeds: number | null) => {
            setFilters({ minBeds: minBeds ?? 0 })
          }}
        >
          {BED_BATH_OPTIONS.map((option) => (
            <ToggleButton key={option} value={option}>
              {option === 0 ? t('any') : t('atLeast', { count: option })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </section>
      <section aria-labelledby="drawer-other">
        <Typography id="drawer-other" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {t('otherFilters')}
        </Typography>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('price')}
          </Typography>
          <PriceSlider
            search={draft}
            onChange={(minPrice, maxPrice) => {
              setFilters({ minPrice, maxPrice })
            }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('homeType')}
          </Typography>
          <HomeTypeChoices
            selected={draft.filters.homeTypes}
            onToggle={(type) => {
              setFilters({ homeTypes: toggleHomeType(draft.filters.homeTypes, type) })
            }}
          />
          <MoreFields search={draft} onChange={setFilters} />
        </Stack>
      </section>
    </Stack>
  )
}
