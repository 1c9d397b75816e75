import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { AlertFrequency } from '../../../contract/customer'
import { useProfileText } from './strings'

export interface FrequencySelectProps {
  readonly label: string
  readonly value: AlertFrequency
  readonly onChange: (frequency: AlertFrequency) => void
  readonly disabled?: boolean
  /** Small in a row of the saved searches; as tall as the fields beside it in a form. */
  readonly size?: 'small' | 'medium'
  /** The form's whole width (a dialog); otherwise as wide as its longest choice. */
  readonly fullWidth?: boolean
}

// The contract's list, kept here as a type-checked copy: importing the contract's schemas module
// would bring the schema library into the profile's code.
const ALERT_FREQUENCIES = [
  'instant',
  'daily',
  'weekly',
  'off',
] as const satisfies readonly AlertFrequency[]

const isFrequency = (value: string): value is AlertFrequency =>
  (ALERT_FREQUENCIES as readonly string[]).includes(value)

/** How often a saved search e-mails: instant, daily, weekly or off. */
export function FrequencySelect({
  label,
  value,
  onChange,
  disabled,
  size = 'small',
  fullWidth = false,
}: FrequencySelectProps) {
  const t = useProfileText()
  return (
    <TextField
      select
      size={size}
      fullWidth={fullWidth}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        if (isFrequency(event.target.value)) onChange(event.target.value)
      }}
      sx={{ minWidth: 180 }}
    >
      {ALERT_FREQUENCIES.map((frequency) => (
        <MenuItem key={frequency} value={frequency}>
          {t(`profile.frequency.${frequency}`)}
        </MenuItem>
      ))}
    </TextField>
  )
}
