import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { MarketingPage } from './MarketingPage'

function CalculatorsLink() {
  const { t } = useTranslation('marketing')
  return (
    <Button
      component={RouterLink}
      to="/calculators"
      variant="outlined"
      color="inherit"
      size="large"
    >
      {t('buying.calculators')}
    </Button>
  )
}

export function BuyingPage() {
  return (
    <MarketingPage
      page="buying"
      heroTo="/map"
      art={['approval', 'offer', 'closing', 'keys']}
      heroExtra={<CalculatorsLink />}
    />
  )
}
