import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { PageMeta } from '../../../ui/PageMeta'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <PageMeta title={t('errors.notFoundTitle')} description={t('errors.notFoundBody')} />
        <Typography
          component="p"
          variant="h6"
          sx={{ color: 'primary.dark', letterSpacing: '0.08em' }}
        >
          404
        </Typography>
        <Typography variant="h1">{t('errors.notFoundTitle')}</Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {t('errors.notFoundBody')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('errors.returnHome')}
        </Button>
      </Stack>
    </Container>
  )
}
