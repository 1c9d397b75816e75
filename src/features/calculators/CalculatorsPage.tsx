import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../app/useNamespace'
import { RULES_IN_FORCE_SINCE } from '../../../contract/mortgage/rules'
import { AffordabilityCalculator } from './AffordabilityCalculator'
import { ClosingCostsCalculator } from './ClosingCostsCalculator'
import { PaymentCalculator } from './PaymentCalculator'
import { calculatorStrings } from './strings'
import { PageMeta } from '../../ui/PageMeta'

/** /calculators: mortgage payment, affordability and closing costs. */
export function CalculatorsPage() {
  useNamespace('calculators', calculatorStrings)
  const { t } = useTranslation('calculators')
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta {...t('meta.calculators', { returnObjects: true })} />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
      >
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, maxWidth: 760, color: 'text.secondary' }}>
        {t('lead', { date: RULES_IN_FORCE_SINCE })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <PaymentCalculator />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <AffordabilityCalculator />
          <ClosingCostsCalculator />
        </Box>
      </Box>
      <Typography sx={{ mt: 3, fontSize: 14, color: 'text.secondary' }}>
        {t('disclaimer')}
      </Typography>
    </Container>
  )
}
