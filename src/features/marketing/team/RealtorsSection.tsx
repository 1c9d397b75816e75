import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../../app/useNamespace'
import type { Language } from '../../../app/i18n'
import { Carousel } from '../carousel/Carousel'
import { marketingStrings } from '../strings'
import { realtors } from '../../team'
import { RealtorCard } from './RealtorCard'

/** Two realtors at a time on desktop, one below 1024 px. */
export const REALTOR_SLIDES = 2

/** The team carousel: every realtor with a call and an email button. */
export function RealtorsSection() {
  useNamespace('marketing', marketingStrings)
  const { t, i18n } = useTranslation('marketing')
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en'

  return (
    <Box component="section" aria-labelledby="realtors-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography
          id="realtors-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}
        >
          {t('realtors.title')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mt: 1, mb: 2, maxWidth: 640 }}>
          {t('realtors.lead')}
        </Typography>
        <Carousel
          items={realtors}
          label={t('realtors.carousel')}
          desktopSlides={REALTOR_SLIDES}
          minHeight={{ phone: 460, desktop: 250 }}
          keyOf={(realtor) => realtor.id}
          renderSlide={(realtor) => <RealtorCard realtor={realtor} language={language} />}
        />
      </Container>
    </Box>
  )
}
