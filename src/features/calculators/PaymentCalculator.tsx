import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { insurancePremium } from '../../../contract/mortgage/downPayment'
import {
  amortizationSchedule,
  PAYMENT_FREQUENCIES,
  type Compounding,
  type PaymentFrequency,
} from '../../../contract/mortgage/payment'
import { MORTGAGE_RULES } from '../../../contract/mortgage/rules'
import { INPUT_RULES } from '../../../contract/mortgage/validation'
import { AmountField } from './AmountField'
import { CalculatorCard, fieldGrid } from './CalculatorCard'
import { downPaymentProblem } from './downPaymentRules'
import { PaymentResults } from './PaymentResults'
import { StaleResults } from './StaleResults'
import { useAmounts } from './useAmounts'
import { useLastValid } from './useLastValid'

const RULES = {
  price: INPUT_RULES.price,
  downPayment: INPUT_RULES.downPayment,
  rate: INPUT_RULES.ratePercent,
  amortization: INPUT_RULES.amortizationYears,
}

const { defaults: DEFAULTS } = MORTGAGE_RULES

/** The calculators page starts from an $800,000 home; a listing from its own price. */
const DEFAULT_PRICE = 800_000

const isFrequency = (value: string): value is PaymentFrequency =>
  (PAYMENT_FREQUENCIES as readonly string[]).includes(value)

export interface PaymentCalculatorFormProps {
  /** Prefixes the fields' ids: the page and a listing each have their own. */
  readonly idPrefix: string
  readonly initialPrice?: number
  /** The listing page's layout: no rate-type choice, chart or schedule. */
  readonly compact?: boolean
}

/**
 * Payment at a chosen frequency and compounding, 20 % down to start. While a field is refused the
 * last valid result stays, marked stale, so nothing on the page moves.
 */
export function PaymentCalculatorForm({
  idPrefix,
  initialPrice = DEFAULT_PRICE,
  compact = false,
}: PaymentCalculatorFormProps) {
  const { t } = useTranslation('calculators')
  const amounts = useAmounts(RULES, {
    price: initialPrice,
    downPayment: Math.round((initialPrice * DEFAULTS.downPaymentPercent) / 100),
    rate: DEFAULTS.annualRatePercent,
    amortization: DEFAULTS.amortizationYears,
  })
  const [frequency, setFrequency] = useState<PaymentFrequency>('monthly')
  const [compounding, setCompounding] = useState<Compounding>('semiAnnual')

  const typed = amounts.values
  const downProblem = typed && downPaymentProblem(typed.price, typed.downPayment)
  const { value: values, stale } = useLastValid(typed && !downProblem ? typed : undefined)
  const premium = values && insurancePremium(values.price, values.downPayment, values.amortization)
  const mortgage = values && premium ? values.price - values.downPayment + premium.premium : 0
  const schedule =
    values && premium
      ? amortizationSchedule({
          principal: mortgage,
          annualRatePercent: values.rate,
          amortizationYears: values.amortization,
          compounding,
          frequency,
        })
      : undefined

  const field = (key: keyof typeof RULES, unit: 'dollars' | 'percent' | 'years', label: string) => (
    <AmountField
      id={`${idPrefix}-${key}`}
      label={label}
      unit={unit}
      value={amounts.texts[key]}
      problem={amounts.problems[key] ?? (key === 'downPayment' ? downProblem : undefined)}
      onChange={(text) => {
        amounts.setText(key, text)
      }}
    />
  )

  return (
    <>
      <Box sx={fieldGrid}>
        {field('price', 'dollars', t('payment.price'))}
        {field('downPayment', 'dollars', t('payment.downPayment'))}
        {field('rate', 'percent', t('payment.rate'))}
        {field('amortization', 'years', t('payment.amortization'))}
        <TextField
          select
          id={`${idPrefix}-frequency`}
          label={t('payment.frequency')}
          value={frequency}
          onChange={(event) => {
            if (isFrequency(event.target.value)) setFrequency(event.target.value)
          }}
          helperText=" "
          fullWidth
        >
          {PAYMENT_FREQUENCIES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`payment.frequencies.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {!compact && (
          <FormControl>
            <FormLabel id={`${idPrefix}-compounding`}>{t('payment.compounding')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${idPrefix}-compounding`}
              value={compounding}
              onChange={(event) => {
                setCompounding(event.target.value === 'monthly' ? 'monthly' : 'semiAnnual')
              }}
            >
              <FormControlLabel
                value="semiAnnual"
                control={<Radio />}
                label={t('payment.semiAnnual')}
              />
              <FormControlLabel value="monthly" control={<Radio />} label={t('payment.monthly')} />
            </RadioGroup>
          </FormControl>
        )}
      </Box>

      {schedule && premium && (
        <StaleResults stale={stale}>
          <PaymentResults
            schedule={schedule}
            premium={premium}
            mortgage={mortgage}
            frequency={frequency}
            compact={compact}
          />
        </StaleResults>
      )}
    </>
  )
}

/** The calculators page's payment calculator, in its card. */
export function PaymentCalculator() {
  const { t } = useTranslation('calculators')
  return (
    <CalculatorCard id="payment" title={t('payment.title')}>
      <PaymentCalculatorForm idPrefix="payment" />
    </CalculatorCard>
  )
}
