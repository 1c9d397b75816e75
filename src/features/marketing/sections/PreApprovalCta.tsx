import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PreApprovalButton } from '../../shell'
import { marketingColours } from '../../../app/theme/screenColours'
import { CallOnDarkButton } from './CallOnDarkButton'

/** The pre-approval call to action: the external mortgage site in a new tab, or the help line. */
export function PreApprovalCta() {
  const { t } = useTranslation('marketing')
  const phone = t('footer.phone', { ns: 'common' })

  return (
    <Box
      component="section"
      aria-labelledby="pre-approval-title"
      sx={{ bgcolor: 'primary.dark', color: marketingColours.heroInk, py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: { md: 'center' } }}>
        <Typography
          id="pre-approval-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}
        >
          {t('preApproval.title')}
        </Typography>
        <Typography variant="body1" sx={{ mt: 2, fontSize: { md: '1.125rem' } }}>
          {t('preApproval.body')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center' }}
        >
          <PreApprovalButton
            variant="contained"
            size="large"
            link="preApproval"
            sx={{
              bgcolor: 'common.white',
              color: 'primary.dark',
              '&:hover': { bgcolor: marketingColours.ctaHover },
            }}
          >
            {t('preApproval.button')}
          </PreApprovalButton>
          <CallOnDarkButton phone={phone}>{t('callHelpLine', { phone })}</CallOnDarkButton>
        </Stack>
      </Container>
    </Box>
  )
}
