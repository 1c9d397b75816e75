/**
 * The filter bar's choice panels: status, days on market, home types, and a minimum (beds,
 * baths, size).
 */
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { HOME_TYPES, type HomeType } from '../../lib/searchRules'
import { useDaysText } from './filterText'

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

export function DaysChoice({
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

export function MinimumSelect({
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
