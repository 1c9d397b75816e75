import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatAxisDollars } from '../../lib/axisDollars'
import { formatPrice, formatNumber } from '../../lib/format'
import {
  PERIODS_PER_YEAR,
  type AmortizationSchedule,
  type PaymentFrequency,
} from '../../../contract/mortgage/payment'
import type { insurancePremium } from '../../../contract/mortgage/downPayment'
import { AmortizationChart } from './AmortizationChart'
import { ResultLine, resultListSx } from './ResultLine'
import { ScheduleTable } from './ScheduleTable'

export interface PaymentResultsProps {
  readonly schedule: AmortizationSchedule
  readonly premium: ReturnType<typeof insurancePremium>
  readonly mortgage: number
  readonly frequency: PaymentFrequency
  /** The listing page's layout: the payment and its lines, without the chart and the schedule. */
  readonly compact: boolean
}

/** The payment, its lines (premium, mortgage, interest, payoff) and, in full, chart and schedule. */
export function PaymentResults({
  schedule,
  premium,
  mortgage,
  frequency,
  compact,
}: PaymentResultsProps) {
  const { t, i18n } = useTranslation('calculators')
  const money = (amount: number) => formatPrice(amount, i18n.language)
  const perYear = PERIODS_PER_YEAR[frequency]
  const payoffYears = Math.floor(schedule.paymentCount / perYear)
  const payoffMonths = Math.round(((schedule.paymentCount % perYear) / perYear) * 12)
  const labels = {
    year: t('payment.year'),
    principal: t('payment.principal'),
    interest: t('payment.interest'),
    balance: t('payment.balance'),
  }
  return (
    <Box aria-live="polite">
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        {t('payment.result')}
      </Typography>
      <Typography
        component="p"
        data-testid="payment-result"
        sx={{ fontSize: compact ? 28 : 32, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
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
        <ResultLine label={t('payment.mortgage')} value={money(mortgage)} />
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
      {!compact && (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('payment.chartTitle')}
          </Typography>
          <AmortizationChart
            years={schedule.years}
            labels={labels}
            format={money}
            compact={(amount) => formatAxisDollars(amount, i18n.language)}
            summary={t('payment.chartSummary', {
              start: money(mortgage),
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
        </>
      )}
    </Box>
  )
}
