import SearchIcon from '@mui/icons-material/Search'
import TuneIcon from '@mui/icons-material/Tune'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import type { QueryValue } from '../../lib/queryString'
import { writeSearchQuery } from '../../lib/searchFilters'
import { ACTIVE_DAYS_OPTIONS, SOLD_DAYS_OPTIONS } from '../../lib/searchRules'
import { phoneOnly, wideOnly } from '../../ui/screenWidth'
import { useDaysText } from './filterText'
import { ChosenPlaceChip } from './ChosenPlaceChip'
import { FilterMenu, loadPanels, preloadPanels } from './FilterMenu'
import { priceIsUnchosen, usePriceText } from './priceText'
import { SaleLeaseToggle } from './SaleLeaseToggle'
import {
  activeDaysSet,
  dealTypeSet,
  homeTypeToggled,
  moreSet,
  priceSet,
  selectMirroredSearch,
  soldDaysSet,
  statusToggled,
} from './searchState'
import { SearchBox } from './SearchBox'
import { searchStrings } from './strings'
import { ViewSwitch } from './ViewSwitch'

const PriceSlider = lazy(async () => ({ default: (await loadPanels()).PriceSlider }))
const StatusChoice = lazy(async () => ({ default: (await loadPanels()).StatusChoice }))
const HomeTypeChoices = lazy(async () => ({ default: (await loadPanels()).HomeTypeChoices }))
const MoreFields = lazy(async () => ({ default: (await loadPanels()).MoreFields }))
const FilterDrawer = lazy(async () => ({ default: (await loadPanels()).FilterDrawer }))

/** The wide screen's filter menus: price, active, sold, home type and more, each a button. */
function FilterMenus() {
  const { t } = useTranslation('search')
  const dispatch = useAppDispatch()
  const search = useAppSelector(selectMirroredSearch)
  const priceText = usePriceText()
  const daysText = useDaysText()
  const pill = (label: string, value: string) => t('withValue', { label, value })
  const { filters, sold, flags } = search
  const soldLabel = filters.type === 'lease' ? t('leased') : t('sold')
  const homeLabel = filters.homeTypes.includes('Any')
    ? t('homeType')
    : `${t('homeType')} (${String(filters.homeTypes.length)})`
  const moreCount = [filters.minBeds, filters.minBaths, filters.minSqft, filters.keywords].filter(
    Boolean,
  ).length
  return (
    <>
      <FilterMenu
        label={
          priceIsUnchosen(filters.type, filters.minPrice, filters.maxPrice)
            ? t('price')
            : pill(t('price'), priceText(filters.type, filters.minPrice, filters.maxPrice))
        }
        narrows={!priceIsUnchosen(filters.type, filters.minPrice, filters.maxPrice)}
      >
        <PriceSlider search={search} onChange={(min, max) => dispatch(priceSet({ min, max }))} />
      </FilterMenu>
      <FilterMenu
        label={flags.active ? pill(t('active'), daysText(filters.activeDays)) : t('active')}
        active={flags.active}
        narrows={flags.active}
      >
        <StatusChoice
          name="active-days"
          shown={flags.active}
          onToggle={() => dispatch(statusToggled('active'))}
          options={ACTIVE_DAYS_OPTIONS}
          days={filters.activeDays}
          onDays={(days) => dispatch(activeDaysSet(days))}
        />
      </FilterMenu>
      <FilterMenu
        label={flags.sold ? pill(soldLabel, daysText(sold.soldDays)) : soldLabel}
        active={flags.sold}
        narrows={flags.sold}
      >
        <StatusChoice
          name="sold-days"
          shown={flags.sold}
          onToggle={() => dispatch(statusToggled('sold'))}
          options={SOLD_DAYS_OPTIONS}
          days={sold.soldDays}
          onDays={(days) => dispatch(soldDaysSet(days))}
          periodLabel={filters.type === 'lease' ? t('leasedWithin') : t('soldWithin')}
        />
      </FilterMenu>
      <FilterMenu
        label={homeLabel}
        active={!filters.homeTypes.includes('Any')}
        narrows={!filters.homeTypes.includes('Any')}
      >
        <HomeTypeChoices
          selected={filters.homeTypes}
          onToggle={(type) => dispatch(homeTypeToggled(type))}
        />
      </FilterMenu>
      <FilterMenu
        label={moreCount > 0 ? `${t('more')} (${String(moreCount)})` : t('more')}
        active={moreCount > 0}
      >
        <MoreFields search={search} onChange={(more) => dispatch(moreSet(more))} />
      </FilterMenu>
    </>
  )
}

/** The phone's Filters button, which opens every filter in one drawer. */
function FiltersDrawerButton({ scope }: { scope: Readonly<Record<string, QueryValue>> }) {
  const { t } = useTranslation('search')
  const [drawerOpen, setDrawerOpen] = useState(false)
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<TuneIcon />}
        onPointerEnter={preloadPanels}
        onFocus={preloadPanels}
        onClick={() => {
          setDrawerOpen(true)
        }}
        sx={{ borderColor: 'divider', flexShrink: 0, minWidth: 0, px: 1 }}
      >
        {t('filtersButton')}
      </Button>
      {drawerOpen && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onClose={() => {
              setDrawerOpen(false)
            }}
            scope={scope}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * Where the bar takes its wide layout (the box and a pill per filter): below it, up to a small
 * laptop, the French pills do not fit on one row beside the box, so the phone's layout is used.
 */
const BAR_WIDE = 'lg'

export interface FilterBarProps {
  readonly view: 'map' | 'list'
  /** Where the search looks (the map's area or the list's city), for the drawer's count. */
  readonly scope?: Readonly<Record<string, QueryValue>>
}

/**
 * The filter bar, on the map and list screens. A phone gets a search button and one Filters
 * drawer, a wider screen the search box and a menu per filter; both are in the HTML and the
 * breakpoint (lg) picks one by CSS.
 */
export function FilterBar({ view, scope = {} }: FilterBarProps) {
  useNamespace('search', searchStrings)
  const { t } = useTranslation('search')
  const dispatch = useAppDispatch()
  const search = useAppSelector(selectMirroredSearch)
  return (
    <Box
      role="search"
      aria-label={t('filters')}
      data-query={writeSearchQuery(search).toString()}
      sx={{
        display: 'flex',
        // One row at every width: the search box and the filter pills narrow (a pill's label cut
        // short with an ellipsis) rather than push a control to a second row or off screen.
        flexWrap: 'nowrap',
        alignItems: 'center',
        gap: { xs: 0.75, lg: 1 },
        px: { xs: 1, lg: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        component={RouterLink}
        to="/search"
        aria-label={t('searchLabel')}
        size="small"
        sx={[{ flexShrink: 0 }, phoneOnly('inline-flex', BAR_WIDE)]}
      >
        <SearchIcon />
      </IconButton>
      {/* The phone's bar has no box: the chosen place's chip stands beside its search button. */}
      <Box
        sx={[
          // Narrows (its name cut short) when the bar is short of room; in the box it does not.
          { '& .MuiChip-root': { minWidth: 0, flexShrink: 1 } },
          phoneOnly('contents', BAR_WIDE),
        ]}
      >
        <ChosenPlaceChip />
      </Box>
      <Box
        sx={[
          // The box gives way first when the bar is short of room.
          { flexBasis: { lg: 220, xl: 300 }, flexShrink: 8, flexGrow: 0, minWidth: 168 },
          wideOnly('block', BAR_WIDE),
        ]}
      >
        <SearchBox dense />
      </Box>
      {/* A phone's bar has no room for it beside the chosen place: Sale/Lease is in its drawer. */}
      <Box sx={wideOnly('contents', BAR_WIDE)}>
        <SaleLeaseToggle
          value={search.filters.type}
          onChange={(type) => {
            dispatch(dealTypeSet(type))
          }}
        />
      </Box>
      <Box sx={phoneOnly('contents', BAR_WIDE)}>
        <FiltersDrawerButton scope={scope} />
      </Box>
      <Box sx={wideOnly('contents', BAR_WIDE)}>
        <FilterMenus />
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <ViewSwitch view={view} />
    </Box>
  )
}
