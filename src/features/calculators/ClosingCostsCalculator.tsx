import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatPrice } from '../../lib/format'
import { closingCosts } from '../../../contract/mortgage/closingCosts'
import { insurancePremium } from '../../../contract/mortgage/downPayment'
import { MORTGAGE_RULES } from '../../../contract/mortgage/rules'
import { INPUT_RULES } from '../../../contract/mortgage/validation'
import { AmountField } from './AmountField'
import { CalculatorCard, fieldGrid } from './CalculatorCard'
import { ResultLine, resultListSx } from './ResultLine'
import { downPaymentProblem } from './downPaymentRules'
import { StaleResults } from './StaleResults'
import { useAmounts } from './useAmounts'
import { useLastValid } from './useLastValid'

const RULES = {
  price: INPUT_RULES.price,
  downPayment: INPUT_RULES.downPayment,
  legal: INPUT_RULES.monthlyAmount,
  title_insurance: INPUT_RULES.monthlyAmount,
  inspection: INPUT_RULES.monthlyAmount,
  adjustments: INPUT_RULES.monthlyAmount,
}

const OTHER_COSTS = ['legal', 'title_insurance', 'inspection', 'adjustments'] as const

/** Land transfer taxes, rebates, the tax on the insurance premium and the usual fees. */
export function ClosingCostsCalculator() {
  const { t, i18n } = useTranslation('calculators')
  const money = (amount: number) => formatPrice(amount, i18n.language)
  const defaults = MORTGAGE_RULES.closingDefaults
  const amounts = useAmounts(RULES, {
    price: 800_000,
    downPayment: 160_000,
    legal: defaults.legalFees,
    title_insurance: defaults.titleInsurance,
    inspection: defaults.homeInspection,
    adjustments: defaults.adjustments,
  })
  const [inToronto, setInToronto] = useState(true)
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false)
  const typed = amounts.values
  const downProblem = typed && downPaymentProblem(typed.price, typed.downPayment)
  const { value: values, stale } = useLastValid(typed && !downProblem ? typed : undefined)
  const costs = values
    ? closingCosts({
        price: values.price,
        inToronto,
        firstTimeBuyer,
        insurancePremium: insurancePremium(values.price, values.downPayment).premium,
        legalFees: values.legal,
        titleInsurance: values.title_insurance,
        homeInspection: values.inspection,
        adjustments: values.adjustments,
      })
    : undefined
  const field = (key: keyof typeof RULES) => (
    <AmountField
      key={key}
      id={`closing-${key}`}
      label={t(`closing.${key}`)}
      unit="dollars"
      value={amounts.texts[key]}
      problem={amounts.problems[key] ?? (key === 'downPayment' ? downProblem : undefined)}
      onChange={(text) => {
        amounts.setText(key, text)
      }}
    />
  )

  return (
    <CalculatorCard id="closing-costs" title={t('closing.title')}>
      <Box sx={fieldGrid}>
        {field('price')}
        {field('downPayment')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={inToronto}
              onChange={(event) => {
                setInToronto(event.target.checked)
              }}
            />
          }
          label={t('closing.toronto')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={firstTimeBuyer}
              onChange={(event) => {
                setFirstTimeBuyer(event.target.checked)
              }}
            />
          }
          label={t('closing.firstTime')}
        />
      </Box>
      <Box sx={fieldGrid}>{OTHER_COSTS.map(field)}</Box>
      {costs && values && (
        <StaleResults stale={stale}>
          <Box component="ul" sx={resultListSx} aria-live="polite">
            <ResultLine label={t('closing.provincial')} value={money(costs.provincial.tax)} />
            {costs.provincial.rebate > 0 && (
              <ResultLine
                label={t('closing.rebate')}
                value={`−${money(costs.provincial.rebate)}`}
              />
            )}
            {costs.municipal && (
              <ResultLine label={t('closing.municipal')} value={money(costs.municipal.tax)} />
            )}
            {costs.municipal && costs.municipal.rebate > 0 && (
              <ResultLine label={t('closing.rebate')} value={`−${money(costs.municipal.rebate)}`} />
            )}
            {costs.premiumSalesTax > 0 && (
              <ResultLine label={t('closing.premiumTax')} value={money(costs.premiumSalesTax)} />
            )}
            <ResultLine label={t('closing.other')} value={money(costs.other)} />
            <ResultLine
              label={t('closing.total')}
              value={money(costs.total)}
              strong
              testId="closing-total"
            />
            <ResultLine label={t('closing.cash')} value={money(costs.total + values.downPayment)} />
          </Box>
        </StaleResults>
      )}
      <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 14 }}>
        {t('closing.source', {
          ontario: MORTGAGE_RULES.ontarioLandTransferTax.effective,
          toronto: MORTGAGE_RULES.torontoMunicipalLandTransferTax.effective,
        })}
      </Typography>
    </CalculatorCard>
  )
}
