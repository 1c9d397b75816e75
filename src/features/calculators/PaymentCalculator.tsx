import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCompactDollars, formatDollars, formatNumber } from '../../lib/format'
import { insurancePremium } from '../../../contract/mortgage/downPayment'
import {
  amortizationSchedule,
  PAYMENT_FREQUENCIES,
  PERIODS_PER_YEAR,
  type Compounding,
  type PaymentFrequency,
} from '../../../contract/mortgage/payment'
import { MORTGAGE_RULES } from '../../../contract/mortgage/rules'
import { checkDownPayment, INPUT_RULES } from '../../../contract/mortgage/validation'
import { AmortizationChart } from './AmortizationChart'
import { AmountField } from './AmountField'
import { CalculatorCard, fieldGrid } from './CalculatorCard'
import { ResultLine, resultListSx } from './ResultLine'
import { ScheduleTable } from './ScheduleTable'
import { useAmounts } from './useAmounts'

const RULES = {
  price: INPUT_RULES.price,
  downPayment: INPUT_RULES.downPayment,
  rate: INPUT_RULES.ratePercent,
  amortization: INPUT_RULES.amortizationYears,
}

const { defaults: DEFAULTS } = MORTGAGE_RULES

const isFrequency = (value: string): value is PaymentFrequency =>
  (PAYMENT_FREQUENCIES as readonly string[]).includes(value)

/** Payment at a chosen frequency and compounding, with the yearly schedule and its chart. */
export function PaymentCalculator() {
  const { t, i18n } = useTranslation('calculators')
  const money = (amount: number) => formatDollars(amount, i18n.language)
  const amounts = useAmounts(RULES, {
    price: 800_000,
    downPayment: 160_000,
    rate: DEFAULTS.annualRatePercent,
    amortization: DEFAULTS.amortizationYears,
  })
  const [frequency, setFrequency] = useState<PaymentFrequency>('monthly')
  const [compounding, setCompounding] = useState<Compounding>('semiAnnual')

  const values = amounts.values
  const downProblem = values && checkDownPayment(values.price, values.downPayment)
  const premium =
    values && !downProblem
      ? insurancePremium(values.price, values.downPayment, values.amortization)
      : undefined
  const schedule =
    values && premium
      ? amortizationSchedule({
          principal: values.price - values.downPayment + premium.premium,
          annualRatePercent: values.rate,
          amortizationYears: values.amortization,
          compounding,
          frequency,
        })
      : undefined
  const perYear = PERIODS_PER_YEAR[frequency]
  const payoffYears = schedule ? Math.floor(schedule.paymentCount / perYear) : 0
  const payoffMonths = schedule ? Math.round(((schedule.paymentCount % perYear) / perYear) * 12) : 0
  const labels = {
    year: t('payment.year'),
    principal: t('payment.principal'),
    interest: t('payment.interest'),
    balance: t('payment.balance'),
  }

  const field = (key: keyof typeof RULES, unit: 'dollars' | 'percent' | 'years', label: string) => (
    <AmountField
      id={`payment-${key}`}
      label={label}
      unit={unit}
      value={amounts.texts[key]}
      problem={amounts.problems[key]}
      onChange={(text) => {
        amounts.setText(key, text)
      }}
    />
  )

  return (
    <CalculatorCard id="payment" title={t('payment.title')}>
      <Box sx={fieldGrid}>
        {field('price', 'dollars', t('payment.price'))}
        <AmountField
          id="payment-downPayment"
          label={t('payment.downPayment')}
          unit="dollars"
          value={amounts.texts.downPayment}
          problem={amounts.problems.downPayment ?? downProblem}
          onChange={(text) => {
            amounts.setText('downPayment', text)
          }}
        />
        {field('rate', 'percent', t('payment.rate'))}
        {field('amortization', 'years', t('payment.amortization'))}
        <TextField
          select
          id="payment-frequency"
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
        <FormControl>
          <FormLabel id="payment-compounding">{t('payment.compounding')}</FormLabel>
          <RadioGroup
            aria-labelledby="payment-compounding"
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
      </Box>

      {schedule && premium && values && (
        <Box sx={{ mt: 2 }} aria-live="polite">
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            {t('payment.result')}
          </Typography>
          <Typography
            component="p"
            data-testid="payment-result"
            sx={{ fontSize: 32, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {money(schedule.payment)}{' '}
            <Typography component="span" sx={{ fontSize: 16, fontWeight: 400 }}>
              {t(`payment.per.${frequency}`)}
            </Typography>
          </Typography>
          <Box component="ul" sx={resultListSx}>
            {premium.required && (
              <ResultLine
                label={t('payment.premium', {
                  percent: formatNumber(premium.premiumPercent, i18n.language),
                })}
                value={money(premium.premium)}
              />
            )}
            <ResultLine
              label={t('payment.mortgage')}
              value={money(values.price - values.downPayment + premium.premium)}
            />
            <ResultLine label={t('payment.totalInterest')} value={money(schedule.totalInterest)} />
            <ResultLine
              label={t('payment.paidOffIn')}
              value={
                payoffMonths === 0
                  ? t('payment.years', { count: payoffYears })
                  : t('payment.yearsMonths', { years: payoffYears, months: payoffMonths })
              }
            />
          </Box>
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('payment.chartTitle')}
          </Typography>
          <AmortizationChart
            years={schedule.years}
            labels={labels}
            format={money}
            compact={(amount) => formatCompactDollars(amount, i18n.language)}
            summary={t('payment.chartSummary', {
              start: money(values.price - values.downPayment + premium.premium),
              years: schedule.years.length,
              interest: money(schedule.totalInterest),
            })}
          />
          <Box sx={{ mt: 2 }}>
            <ScheduleTable
              years={schedule.years}
              caption={t('payment.scheduleTitle')}
              labels={labels}
              format={money}
            />
          </Box>
        </Box>
      )}
    </CalculatorCard>
  )
}
