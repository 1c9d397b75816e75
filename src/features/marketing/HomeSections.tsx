import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { config } from '../../app/config'
import { useNamespace } from '../../app/useNamespace'
import { pageUrl } from '../../ui/pageUrl'
import { ShareMenu } from '../../ui/ShareMenu'
import type { FeatureArtName } from './art/FeatureArt'
import { FeatureSections } from './sections/FeatureSections'
import { marketingStrings } from './strings'
import { marketingColours } from '../../app/theme/screenColours'

const HOME_ART: readonly FeatureArtName[] = ['listing', 'mortgage', 'team']

/** The landing page's alternating feature sections. */
export function HomeFeatures() {
  useNamespace('marketing', marketingStrings)
  const { t } = useTranslation('marketing')
  const features = t('home.features', { returnObjects: true }).map((feature, index) => ({
    ...feature,
    art: HOME_ART[index % HOME_ART.length] ?? 'team',
  }))
  return <FeatureSections features={features} />
}

/**
 * The repeated search entry at the foot of the landing page. The search box arrives with the
 * search feature; until then it leads to the map search.
 */
export function HomeSearchAgain() {
  useNamespace('marketing', marketingStrings)
  const { t } = useTranslation('marketing')
  return (
    <Box
      component="section"
      aria-labelledby="search-again"
      sx={{ bgcolor: marketingColours.hero, color: marketingColours.heroInk, py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="search-again" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('home.search.title')}
        </Typography>
        <Typography variant="body1" sx={{ mt: 1.5, mb: 3, color: marketingColours.heroMuted }}>
          {t('home.search.body')}
        </Typography>
        <Button
          component={RouterLink}
          to="/map"
          variant="contained"
          size="large"
          startIcon={<SearchIcon aria-hidden />}
        >
          {t('home.search.cta')}
        </Button>
      </Container>
    </Box>
  )
}

/** The share menu for the page being shown (landing page, About). */
export function PageShare({
  title,
  tone = 'onDark',
}: {
  readonly title: string
  readonly tone?: 'onLight' | 'onDark'
}) {
  const { pathname } = useLocation()
  return <ShareMenu url={pageUrl(`${config.basePath}${pathname}`)} title={title} tone={tone} />
}
