import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { HeroScene } from '../art/HeroScene'
import { marketingColours } from '../../../app/theme/screenColours'

export interface MarketingHeroProps {
  readonly title: string
  readonly lead: string
  readonly cta: { readonly label: string; readonly to: string }
  /** Beside the call to action, e.g. the share menu. */
  readonly extra?: ReactNode
  readonly sign?: boolean
}

/** The page's promise over a dusk street scene, with one call to action. */
export function MarketingHero({ title, lead, cta, extra, sign }: MarketingHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: marketingColours.hero,
        color: marketingColours.heroInk,
        py: { xs: 8, md: 14 },
        minHeight: { xs: 420, md: 480 },
      }}
    >
      <HeroScene sign={sign} />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            {title}
          </Typography>
          <Typography
            variant="body1"
            sx={{ fontSize: { md: '1.25rem' }, color: marketingColours.heroMuted }}
          >
            {lead}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button component={RouterLink} to={cta.to} variant="contained" size="large">
              {cta.label}
            </Button>
            {extra}
          </Stack>
        </Stack>
      </Container>
    </Box>
  )
}
