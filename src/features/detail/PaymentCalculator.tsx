import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '../../lib/format'
import { ESTIMATE_DEFAULTS, monthlyPayment } from '../../../contract/mortgage/payment'
import { Section } from './Section'

const AMORTIZATIONS = [10, 15, 20, 25, 30] as const

const toNumber = (text: string) => {
  const value = Number(text.replace(/[^\d.]/g, ''))
  return Number.isFinite(value) ? value : 0
}

/**
 * Mortgage Payment Calculator for homes for sale (first spec, sections 2 and 9): the list price,
 * 20 % down, 5 % and 25 years to start; the payment comes from the app's one payment function.
 */
export function PaymentCalculator({ listPrice }: { readonly listPrice: number }) {
  const { t } = useTranslation('detail')
  const [price, setPrice] = useState(String(listPrice))
  const [down, setDown] = useState(String(ESTIMATE_DEFAULTS.downPaymentPercent))
  const [rate, setRate] = useState(String(ESTIMATE_DEFAULTS.annualRatePercent))
  const [years, setYears] = useState<number>(ESTIMATE_DEFAULTS.amortizationYears)
  const downPercent = Math.min(100, toNumber(down))
  const principal = toNumber(price) * (1 - downPercent / 100)
  const payment = monthlyPayment({
    principal,
    annualRatePercent: Math.min(30, toNumber(rate)),
    amortizationYears: years,
  })
  return (
    <Section title={t('calculator.title')}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
      >
        <TextField
          label={t('calculator.price')}
          value={price}
          inputMode="numeric"
          onChange={(event) => {
            setPrice(event.target.value.replace(/[^\d]/g, '').slice(0, 9))
          }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'numeric' },
          }}
        />
        <TextField
          label={t('calculator.downPayment')}
          value={down}
          onChange={(event) => {
            setDown(event.target.value.replace(/[^\d.]/g, '').slice(0, 5))
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('calculator.rate')}
          value={rate}
          onChange={(event) => {
            setRate(event.target.value.replace(/[^\d.]/g, '').slice(0, 5))
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          label={t('calculator.years')}
          value={years}
          onChange={(event) => {
            setYears(Number(event.target.value))
          }}
        >
          {AMORTIZATIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {t('calculator.yearsOption', { count: option })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ mt: 2.5, p: 2, bgcolor: 'chip.main', borderRadius: 2 }} aria-live="polite">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('calculator.payment')}
        </Typography>
        <Typography sx={{ fontSize: 28, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatPrice(payment)}
        </Typography>
        <Typography variant="body2">
          {t('calculator.mortgage', { amount: formatPrice(principal) })}
        </Typography>
      </Box>
    </Section>
  )
}
