import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { MarketingPage } from './MarketingPage'

/** An owner weighing a sale looks for recent prices first: the trends page, beside the hero's call. */
function TrendsLink() {
  const { t } = useTranslation('marketing')
  return (
    <Button component={RouterLink} to="/trends" variant="outlined" color="inherit" size="large">
      {t('selling.trends')}
    </Button>
  )
}

/** The Selling hero button goes to the contact page. */
export function SellingPage() {
  return (
    <MarketingPage
      page="selling"
      heroTo="/contact"
      heroSign
      art={['pricing', 'staging', 'listing', 'negotiation']}
      heroExtra={<TrendsLink />}
    />
  )
}
