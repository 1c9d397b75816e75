import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { usePreApprovalText } from './strings'
import { Card } from './PreApprovalFrame'

/** An application number that is not the customer's, or not a number: a way to start one. */
export function ApplicationNotFound() {
  const t = usePreApprovalText()
  return (
    <Card>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('notFound.body')}</Typography>
      <Button variant="contained" component={RouterLink} to="/pre-approval">
        {t('notFound.start')}
      </Button>
    </Card>
  )
}
