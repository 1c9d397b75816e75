/**
 * What the filter bar's buttons open: the menus' panels and the phone's filter drawer. They load
 * when a menu is first pointed at or opened, not with the map or list screen.
 */
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Popover from '@mui/material/Popover'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePriceText } from './priceText'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { formatPrice, groupThousands } from '../../lib/format'
import type { QueryValue } from '../../lib/queryString'
import {
  BED_BATH_OPTIONS,
  LEASE_PRICE_STEPS,
  SALE_PRICE_STEPS,
  SQFT_OPTIONS,
  maxPriceParam,
  nearestStep,
} from '../../lib/filterSteps'
import { listingsQuery, type MirroredSearch } from '../../lib/searchFilters'
import {
  HOME_TYPES,
  priceAfterToggle,
  toggleHomeType,
  toggleStatus,
  type DealType,
  type HomeType,
} from '../../lib/searchRules'
import { useDaysText } from './filterText'
import { SaleLeaseToggle } from './SaleLeaseToggle'
import { useCountListingsQuery } from './searchApi'
import { restoreSearch, selectMirroredSearch } from './searchState'

/** Keywords apply 1 second after typing stops. */
export const KEYWORDS_DELAY_MS = 1000

const steps = (type: DealType) => (type === 'sale' ? SALE_PRICE_STEPS : LEASE_PRICE_STEPS)

/** A filter-bar menu's panel, below its button. */
export function FilterPopover({
  id,
  label,
  anchor,
  onClose,
  children,
}: {
  id: string
  label: string
  anchor: HTMLElement | null
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { p: 2, mt: 1 } } }}
    >
      {children}
    </Popover>
  )
}

/**
 * The Active or Sold menu: show or hide those listings, and how many days on the market. Choosing
 * a period turns its status on: a period for listings that are hidden would do nothing.
 */
export function StatusChoice({
  name,
  shown,
  onToggle,
  options,
  days,
  onDays,
  periodLabel,
}: {
  name: string
  shown: boolean
  onToggle: () => void
  options: readonly number[]
  days: number
  onDays: (days: number) => void
  /** The period's heading: 'Sold within' for sold listings; 'Days on market' by default. */
  periodLabel?: string
}) {
  const { t } = useTranslation('search')
  const label = periodLabel ?? t('daysOnMarket')
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={shown} onChange={onToggle} />}
        label={t('show')}
      />
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      <DaysChoice
        name={name}
        label={label}
        options={options}
        value={days}
        onChange={(chosen) => {
          onDays(chosen)
          if (!shown) onToggle()
        }}
      />
    </>
  )
}

/** The price slider: sale by 48 steps to 7,000,000 (no maximum); lease 0 to 10,000 by 100. */
export function PriceSlider({
  search,
  onChange,
}: {
  search: MirroredSearch
  onChange: (min: number, max: number | undefined) => void
}) {
  const { t } = useTranslation('search')
  const { type, minPrice, maxPrice } = search.filters
  const scale = steps(type)
  const committed: [number, number] = [nearestStep(scale, minPrice), nearestStep(scale, maxPrice)]
  // While a thumb moves, its position; once the price is committed, the search's.
  const key = committed.join(':')
  const [moving, setMoving] = useState<{ key: string; value: [number, number] } | null>(null)
  const value = moving?.key === key ? moving.value : committed
  const top = scale.length - 1
  const text = (index: number) =>
    index >= top ? (type === 'sale' ? t('noMax') : t('max')) : formatPrice(scale[index] ?? 0)
  // The heading says what the pill says: the search's own range (6,000,000 is not a step), or
  // while a thumb moves, the range it would commit.
  const priceText = usePriceText()
  const heading =
    moving?.key === key
      ? priceText(type, scale[value[0]] ?? 0, maxPriceParam(type, scale[value[1]] ?? 0))
      : priceText(type, minPrice, maxPrice)
  return (
    <Box sx={{ width: { xs: '100%', sm: 320 }, px: 1.5, pt: 1 }}>
      <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }} aria-hidden>
        {heading}
      </Typography>
      <Slider
        value={value}
        min={0}
        max={top}
        step={1}
        disableSwap
        getAriaLabel={(index) => (index === 0 ? t('minimum') : t('maximum'))}
        getAriaValueText={text}
        valueLabelDisplay="off"
        onChange={(_event, next) => {
          setMoving({ key, value: next as [number, number] })
        }}
        onChangeCommitted={(_event, next) => {
          const [low, high] = next as [number, number]
          onChange(scale[low] ?? 0, maxPriceParam(type, scale[high] ?? 0))
        }}
      />
    </Box>
  )
}

function DaysChoice({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string
  label: string
  options: readonly number[]
  value: number
  onChange: (days: number) => void
}) {
  const daysText = useDaysText()
  return (
    <RadioGroup
      name={name}
      aria-label={label}
      value={String(value)}
      onChange={(event) => {
        onChange(Number(event.target.value))
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(110px, 1fr))', columnGap: 1 }}
    >
      {options.map((days) => (
        <FormControlLabel
          key={days}
          value={String(days)}
          control={<Radio size="small" />}
          label={daysText(days)}
        />
      ))}
    </RadioGroup>
  )
}

export function HomeTypeChoices({
  selected,
  onToggle,
}: {
  selected: readonly HomeType[]
  onToggle: (type: HomeType) => void
}) {
  const { t } = useTranslation('search')
  return (
    <FormGroup aria-label={t('homeType')}>
      {HOME_TYPES.map((type) => (
        <FormControlLabel
          key={type}
          control={
            <Checkbox
              size="small"
              checked={selected.includes(type)}
              onChange={() => {
                onToggle(type)
              }}
            />
          }
          label={t(`homeTypes.${type}`)}
        />
      ))}
    </FormGroup>
  )
}

function MinimumSelect({
  label,
  options,
  value,
  onChange,
  format,
}: {
  label: string
  options: readonly number[]
  value: number
  onChange: (value: number) => void
  format: (value: number) => string
}) {
  const { t } = useTranslation('search')
  return (
    <TextField
      select
      size="small"
      label={label}
      value={String(value)}
      onChange={(event) => {
        onChange(Number(event.target.value))
      }}
      sx={{ minWidth: 120 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {option === 0 ? t('any') : format(option)}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** Keywords: typed freely, applied 1 s after the last key. */
function KeywordsField({ value, onApply }: { value: string; onApply: (text: string) => void }) {
  const { t } = useTranslation('search')
  // What is typed, until the search's keywords change from elsewhere (a link, Back).
  const [edit, setEdit] = useState({ base: value, text: value })
  const text = edit.base === value ? edit.text : value
  useEffect(() => {
    if (text === value) return
    const timer = window.setTimeout(() => {
      onApply(text)
    }, KEYWORDS_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [text, value, onApply])
  return (
    <TextField
      size="small"
      label={t('keywords')}
      placeholder={t('keywordsHint')}
      value={text}
      slotProps={{ htmlInput: { maxLength: 100 } }}
      onChange={(event) => {
        setEdit({ base: value, text: event.target.value })
      }}
    />
  )
}

export function MoreFields({
  search,
  onChange,
}: {
  search: MirroredSearch
  onChange: (
    more: Partial<Pick<MirroredSearch['filters'], 'minBeds' | 'minBaths' | 'minSqft' | 'keywords'>>,
  ) => void
}) {
  const { t } = useTranslation('search')
  const atLeast = (count: number) => t('atLeast', { count })
  return (
    <Stack spacing={2} sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <MinimumSelect
          label={t('beds')}
          options={BED_BATH_OPTIONS}
          value={search.filters.minBeds}
          onChange={(minBeds) => {
            onChange({ minBeds })
          }}
          format={atLeast}
        />
        <MinimumSelect
          label={t('baths')}
          options={BED_BATH_OPTIONS}
          value={search.filters.minBaths}
          onChange={(minBaths) => {
            onChange({ minBaths })
          }}
          format={atLeast}
        />
      </Stack>
      <MinimumSelect
        label={t('sqft')}
        options={SQFT_OPTIONS}
        value={search.filters.minSqft}
        onChange={(minSqft) => {
          onChange({ minSqft })
        }}
        format={(value) => `${groupThousands(value)}+`}
      />
      <KeywordsField
        value={search.filters.keywords}
        onApply={(keywords) => {
          onChange({ keywords })
        }}
      />
    </Stack>
  )
}

/**
 * The phone's filter drawer: Status, Beds and Other Filters on a draft of the search; Cancel
 * restores what was there, Apply shows how many homes match (the search with listings=false).
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
  const { data: count, isFetching } = useCountListingsQuery(
    { ...listingsQuery(draft.filters, draft.sold, draft.flags, new Date()), ...scope },
    { skip: !open },
  )
  const setFilters = (changes: Partial<MirroredSearch['filters']>) => {
    setDraft((previous) => ({ ...previous, filters: { ...previous.filters, ...changes } }))
  }
  const soldLabel = draft.filters.type === 'lease' ? t('leased') : t('sold')

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
        <Stack spacing={3} sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
          <SaleLeaseToggle
            value={draft.filters.type}
            onChange={(type) => {
              const price = priceAfterToggle(type)
              setFilters({ type, minPrice: price.min, maxPrice: price.max })
            }}
          />
          <section aria-labelledby="drawer-status">
            <Typography id="drawer-status" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
              {t('status')}
            </Typography>
            <FormGroup row>
              {(['active', 'sold'] as const).map((which) => (
                <FormControlLabel
                  key={which}
                  control={
                    <Checkbox
                      checked={draft.flags[which]}
                      onChange={() => {
                        setDraft((previous) => ({
                          ...previous,
                          flags: toggleStatus(previous.flags, which),
                        }))
                      }}
                    />
                  }
                  label={which === 'active' ? t('active') : soldLabel}
                />
              ))}
            </FormGroup>
          </section>
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
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2 }}>
          <Button variant="outlined" onClick={onClose} sx={{ flex: 1 }}>
            {t('cancel')}
          </Button>
          <Button
            variant="contained"
            sx={{ flex: 2 }}
            onClick={() => {
              dispatch(restoreSearch(draft))
              onClose()
            }}
          >
            {count === undefined || isFetching
              ? t('counting')
              : t('applyCount', { count, formatted: groupThousands(count) })}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  )
}
