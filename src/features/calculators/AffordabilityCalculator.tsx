import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatPrice, formatNumber } from '../../lib/format'
import { affordability } from '../../../contract/mortgage/affordability'
import { MORTGAGE_RULES } from '../../../contract/mortgage/rules'
import { INPUT_RULES } from '../../../contract/mortgage/validation'
import { AmountField, type AmountUnit } from './AmountField'
import { CalculatorCard, fieldGrid } from './CalculatorCard'
import { ResultLine, resultListSx } from './ResultLine'
import { StaleResults } from './StaleResults'
import { useAmounts } from './useAmounts'
import { useLastValid } from './useLastValid'

const RULES = {
  income: INPUT_RULES.income,
  debts: INPUT_RULES.monthlyAmount,
  propertyTax: INPUT_RULES.annualAmount,
  heating: INPUT_RULES.monthlyAmount,
  condoFees: INPUT_RULES.monthlyAmount,
  // At least 5 % down.
  downPaymentPercent: { min: MORTGAGE_RULES.downPayment.firstTierPercent, max: 100 },
  rate: INPUT_RULES.ratePercent,
  amortization: INPUT_RULES.amortizationYears,
}

const FIELDS: readonly (readonly [keyof typeof RULES, AmountUnit])[] = [
  ['income', 'dollars'],
  ['debts', 'dollars'],
  ['propertyTax', 'dollars'],
  ['heating', 'dollars'],
  ['condoFees', 'dollars'],
  ['downPaymentPercent', 'percent'],
  ['rate', 'percent'],
  ['amortization', 'years'],
]

/** The highest price the debt-service ratios, the stress test and the down payment allow. */
export function AffordabilityCalculator() {
  const { t, i18n } = useTranslation('calculators')
  const money = (amount: number) => formatPrice(amount, i18n.language)
  const amounts = useAmounts(RULES, {
    income: 120_000,
    debts: 500,
    propertyTax: 5_000,
    heating: 150,
    condoFees: 0,
    downPaymentPercent: MORTGAGE_RULES.defaults.downPaymentPercent,
    rate: MORTGAGE_RULES.defaults.annualRatePercent,
    amortization: MORTGAGE_RULES.defaults.amortizationYears,
  })
  const { value: values, stale } = useLastValid(amounts.values)
  const result =
    values &&
    affordability({
      annualIncome: values.income,
      monthlyDebts: values.debts,
      annualPropertyTax: values.propertyTax,
      monthlyHeating: values.heating,
      monthlyCondoFees: values.condoFees,
      annualRatePercent: values.rate,
      amortizationYears: values.amortization,
      downPaymentPercent: values.downPaymentPercent,
    })

  return (
    <CalculatorCard id="affordability" title={t('affordability.title')}>
      <Box sx={fieldGrid}>
        {FIELDS.map(([key, unit]) => (
          <AmountField
            key={key}
            id={`affordability-${key}`}
            label={t(`affordability.${key}`)}
            unit={unit}
            value={amounts.texts[key]}
            problem={amounts.problems[key]}
            onChange={(text) => {
              amounts.setText(key, text)
            }}
          />
        ))}
      </Box>
      {result && (
        <StaleResults stale={stale}>
          <Box aria-live="polite">
            {result.maxPrice === 0 ? (
              <Typography>{t('affordability.nothing')}</Typography>
            ) : (
              <>
                <Typography component="p" sx={{ color: 'text.secondary' }}>
                  {t('affordability.result')}
                </Typography>
                <Typography
                  component="p"
                  data-testid="affordability-result"
                  sx={{ fontSize: 32, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                >
                  {money(result.maxPrice)}
                </Typography>
                <Box component="ul" sx={resultListSx}>
                  <ResultLine
                    label={t('affordability.downPayment')}
                    value={money(result.downPayment)}
                  />
                  {result.insurancePremium > 0 && (
                    <ResultLine
                      label={t('affordability.premium')}
                      value={money(result.insurancePremium)}
                    />
                  )}
                  <ResultLine label={t('affordability.mortgage')} value={money(result.mortgage)} />
                  <ResultLine
                    label={t('affordability.payment')}
                    value={money(result.monthlyPayment)}
                  />
                </Box>
                <Typography sx={{ mt: 1 }}>
                  {t(`affordability.limits.${result.limitedBy}`)}
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }}>
                  {t('affordability.qualifying', {
                    rate: formatNumber(result.qualifyingRatePercent, i18n.language),
                    floor: formatNumber(MORTGAGE_RULES.qualifying.floorPercent, i18n.language),
                  })}
                </Typography>
              </>
            )}
          </Box>
        </StaleResults>
      )}
    </CalculatorCard>
  )
}
