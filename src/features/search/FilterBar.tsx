import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import MapOutlinedIcon from '@mui/icons-material/MapOutlined'
import SearchIcon from '@mui/icons-material/Search'
import TuneIcon from '@mui/icons-material/Tune'
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Suspense, lazy, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { placeSlug } from '../../../contract/placeSlug'
import type { QueryValue } from '../../lib/queryString'
import { writeSearchQuery } from '../../lib/searchFilters'
import { ACTIVE_DAYS_OPTIONS, SOLD_DAYS_OPTIONS } from '../../lib/searchRules'
import { useDaysText } from './filterText'
import { usePriceText } from './priceText'
import { SaleLeaseToggle } from './SaleLeaseToggle'
import {
  activeDaysSet,
  dealTypeSet,
  homeTypeToggled,
  moreSet,
  priceSet,
  selectMirroredSearch,
  selectSettings,
  soldDaysSet,
  statusToggled,
} from './searchState'
import { SearchBox } from './SearchBox'
import { searchStrings } from './strings'

// The menus' panels and the phone's drawer load when first wanted (pointed at, focused or
// opened), not with the screen: the first paint of the map or list does not show them.
const loadPanels = () => import('./FilterPanels')
const preloadPanels = () => {
  void loadPanels()
}
const FilterPopover = lazy(async () => ({ default: (await loadPanels()).FilterPopover }))
const PriceSlider = lazy(async () => ({ default: (await loadPanels()).PriceSlider }))
const StatusChoice = lazy(async () => ({ default: (await loadPanels()).StatusChoice }))
const HomeTypeChoices = lazy(async () => ({ default: (await loadPanels()).HomeTypeChoices }))
const MoreFields = lazy(async () => ({ default: (await loadPanels()).MoreFields }))
const FilterDrawer = lazy(async () => ({ default: (await loadPanels()).FilterDrawer }))

/** A filter-bar button that opens its panel below it. */
function FilterMenu({
  label,
  active,
  children,
}: {
  label: string
  active?: boolean
  children: ReactNode
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Once opened, the panel stays mounted so that it can play its closing transition.
  const [opened, setOpened] = useState(false)
  const id = useId()
  return (
    <>
      <Button
        variant={active ? 'contained' : 'outlined'}
        color={active ? 'primary' : 'inherit'}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onPointerEnter={preloadPanels}
        onFocus={preloadPanels}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0, borderColor: 'divider' }}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FilterPopover
            id={id}
            label={label}
            anchor={anchor}
            onClose={() => {
              setAnchor(null)
            }}
          >
            {children}
          </FilterPopover>
        </Suspense>
      )}
    </>
  )
}

/** Map/List switch: the same search on the other screen. */
function ViewSwitch({ view, compact = false }: { view: 'map' | 'list'; compact?: boolean }) {
  const { t } = useTranslation('search')
  const { search } = useLocation()
  const settings = useAppSelector(selectSettings)
  const listPath = `/list/on/${placeSlug(settings.city ?? 'Toronto')}`
  const query = new URLSearchParams(search)
  query.delete('z')
  query.delete('page')
  query.delete('neighborhood')
  const suffix = query.toString() === '' ? '' : `?${query.toString()}`
  return (
    <Box role="group" aria-label={t('view')} sx={{ display: 'flex', flexShrink: 0 }}>
      {(['map', 'list'] as const).map((which, index) => {
        const current = which === view
        const Icon = which === 'map' ? MapOutlinedIcon : ViewListOutlinedIcon
        const label = which === 'map' ? t('map') : t('listView')
        return (
          <Button
            key={which}
            component={RouterLink}
            to={which === 'map' ? `/map${suffix}` : `${listPath}${suffix}`}
            aria-current={current ? 'page' : undefined}
            aria-label={compact ? label : undefined}
            variant={current ? 'contained' : 'outlined'}
            disableElevation
            size="small"
            sx={{
              minWidth: compact ? 40 : 64,
              px: compact ? 1 : 1.5,
              borderRadius: index === 0 ? '8px 0 0 8px' : '0 8px 8px 0',
              ...(current ? {} : { color: 'text.primary', borderColor: 'divider' }),
            }}
          >
            <Icon fontSize="small" sx={{ mr: compact ? 0 : 0.5 }} aria-hidden />
            {!compact && label}
          </Button>
        )
      })}
    </Box>
  )
}

export interface FilterBarProps {
  readonly view: 'map' | 'list'
  /** Where the search looks (the map's area or the list's city), for the drawer's count. */
  readonly scope?: Readonly<Record<string, QueryValue>>
}

/** The filter bar, on the map and list screens. */
export function FilterBar({ view, scope = {} }: FilterBarProps) {
  useNamespace('search', searchStrings)
  const { t } = useTranslation('search')
  const dispatch = useAppDispatch()
  const search = useAppSelector(selectMirroredSearch)
  const small = useMediaQuery((theme) => theme.breakpoints.down('md'))
  const pill = (label: string, value: string) => t('withValue', { label, value })
  const [drawerOpen, setDrawerOpen] = useState(false)
  const priceText = usePriceText()
  const daysText = useDaysText()
  const { filters, sold, flags } = search
  const soldLabel = filters.type === 'lease' ? t('leased') : t('sold')
  const homeLabel = filters.homeTypes.includes('Any')
    ? t('homeType')
    : `${t('homeType')} (${String(filters.homeTypes.length)})`
  const moreCount = [filters.minBeds, filters.minBaths, filters.minSqft, filters.keywords].filter(
    Boolean,
  ).length

  return (
    <Box
      role="search"
      aria-label={t('filters')}
      data-query={writeSearchQuery(search).toString()}
      sx={{
        display: 'flex',
        // Controls that do not fit (longer French labels) go to a second row rather than
        // scrolling out of the viewport.
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 0.75, md: 1 },
        px: { xs: 1, md: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {small ? (
        <IconButton
          component={RouterLink}
          to="/search"
          aria-label={t('searchLabel')}
          size="small"
          sx={{ flexShrink: 0 }}
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <Box sx={{ width: { md: 240, lg: 300 }, flexShrink: 0 }}>
          <SearchBox dense />
        </Box>
      )}
      <SaleLeaseToggle
        value={filters.type}
        onChange={(type) => {
          dispatch(dealTypeSet(type))
        }}
      />
      {small ? (
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
          <Box sx={{ flexGrow: 1 }} />
          <ViewSwitch view={view} compact />
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
      ) : (
        <>
          <FilterMenu
            label={pill(t('price'), priceText(filters.type, filters.minPrice, filters.maxPrice))}
          >
            <PriceSlider
              search={search}
              onChange={(min, max) => dispatch(priceSet({ min, max }))}
            />
          </FilterMenu>
          <FilterMenu
            label={flags.active ? pill(t('active'), daysText(filters.activeDays)) : t('active')}
            active={flags.active}
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
          <FilterMenu label={homeLabel} active={!filters.homeTypes.includes('Any')}>
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
          <Box sx={{ flexGrow: 1 }} />
          <ViewSwitch view={view} />
        </>
      )}
    </Box>
  )
}
