import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Stage, Stages } from '../../ui/Stages'
import { LeadSection } from '../leads'
import {
  CallOnDarkButton,
  HomeFeatures,
  HomeSearchAgain,
  PageShare,
  RealtorsSection,
  ReviewsSection,
} from '../marketing'
import { SearchBox } from '../search'
import { PreApprovalButton } from '../shell'
import { HomesInToronto } from './HomesInToronto'
import { Skyline } from './Skyline'
import { TalkToPerson } from './TalkToPerson'
import { useHomeText } from './strings'
import { PageMeta } from '../../ui/PageMeta'
import { marketingColours } from '../../app/theme/screenColours'

/**
 * The landing page: hero with the share menu, the newest Toronto homes,
 * alternating feature sections, realtors, reviews, the lead form at #getStarted, and a repeated
 * search entry.
 */
export function HomePage() {
  const common = useTranslation().t
  const t = useHomeText()
  const phone = common('footer.phone')
  return (
    // The hero and the newest homes commit first; the blocks under them follow one per task.
    <Stages count={4}>
      <PageMeta {...t('meta.home', { returnObjects: true })} />
      <Box
        component="section"
        aria-labelledby="welcome-title"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          bgcolor: marketingColours.hero,
          color: marketingColours.heroInk,
          pt: { xs: 8, md: 14 },
          pb: { xs: 16, md: 22 },
        }}
      >
        <Skyline />
        <Container maxWidth="lg" sx={{ position: 'relative' }}>
          <Stack spacing={3} sx={{ maxWidth: 680 }}>
            <Typography
              id="welcome-title"
              variant="h1"
              sx={{ fontSize: { xs: '2rem', md: '3rem' } }}
            >
              {t('welcome.title')}
            </Typography>
            <Typography
              variant="body1"
              sx={{ fontSize: { md: '1.25rem' }, color: marketingColours.heroMuted }}
            >
              {t('welcome.lead')}
            </Typography>
            <SearchBox tone="hero" openSearchPageOnFocus />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <PreApprovalButton variant="contained" size="large" link="preApproval">
                {t('welcome.preApproval')}
              </PreApprovalButton>
              <CallOnDarkButton phone={phone}>{t('welcome.call', { phone })}</CallOnDarkButton>
            </Stack>
            <div>
              <PageShare title={t('welcome.title')} />
            </div>
          </Stack>
        </Container>
      </Box>
      <HomesInToronto />
      <Stage at={1}>
        <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
          <TalkToPerson />
        </Container>
        <HomeFeatures />
      </Stage>
      <Stage at={2}>
        <RealtorsSection />
      </Stage>
      <Stage at={3}>
        <ReviewsSection />
      </Stage>
      {/* Until the last block is in, the footer stays out of view. */}
      <Stage at={4} fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <LeadSection />
        <HomeSearchAgain />
      </Stage>
    </Stages>
  )
}
