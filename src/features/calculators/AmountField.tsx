import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { dollarSignAfter, formatPrice, formatNumber } from '../../lib/format'
import { regroupedAmount } from '../../../contract/mortgage/validation'
import type { CalculatorProblem } from './downPaymentRules'

export type AmountUnit = 'dollars' | 'percent' | 'years'

interface AmountFieldProps {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly unit: AmountUnit
  readonly problem: CalculatorProblem | undefined
  readonly onChange: (text: string) => void
}

/** The message for a refused amount, with limits in the field's own unit. */
export function useProblemMessage() {
  const { t, i18n } = useTranslation('calculators')
  const show = (value: number, unit: AmountUnit) =>
    unit === 'dollars'
      ? formatPrice(value, i18n.language)
      : unit === 'percent'
        ? `${formatNumber(value, i18n.language)} %`
        : formatNumber(value, i18n.language)
  return (problem: CalculatorProblem, unit: AmountUnit): string => {
    switch (problem.kind) {
      case 'tooSmall':
        return t('errors.tooSmall', { min: show(problem.min, unit) })
      case 'tooLarge':
        return t('errors.tooLarge', { max: show(problem.max, unit) })
      case 'belowMinimumDown':
        return t('errors.belowMinimumDown', {
          minimum: formatPrice(problem.minimum, i18n.language),
          percent: formatNumber(problem.minimumPercent, i18n.language, 1),
        })
      default:
        return t(`errors.${problem.kind}`)
    }
  }
}

/** A labelled amount with its unit and the reason it was refused under it. */
export function AmountField({ id, label, value, unit, problem, onChange }: AmountFieldProps) {
  const message = useProblemMessage()
  const { i18n } = useTranslation()
  // The unit stands where the language writes it: $ 800000 in English, 800000 $ in French.
  const unitAfter = unit === 'percent' || (unit === 'dollars' && dollarSignAfter(i18n.language))
  const sign = unit === 'dollars' ? '$' : unit === 'percent' ? '%' : undefined
  const adornment = sign && (
    <InputAdornment position={unitAfter ? 'end' : 'start'}>{sign}</InputAdornment>
  )
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => {
        onChange(event.target.value)
      }}
      onBlur={() => {
        // Dollars read at a glance once the visitor moves on: 800000 becomes 800,000.
        const regrouped = unit === 'dollars' ? regroupedAmount(value, i18n.language) : value
        if (regrouped !== value) onChange(regrouped)
      }}
      error={problem !== undefined}
      helperText={problem ? message(problem, unit) : ' '}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: unitAfter ? { endAdornment: adornment } : { startAdornment: adornment },
      }}
    />
  )
}
