import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { FeatureArt, type FeatureArtName } from '../art/FeatureArt'
import { marketingColours } from '../../../app/theme/screenColours'

export interface Feature {
  readonly title: string
  readonly body: string
  readonly art: FeatureArtName
}

/** Image and text side by side, the image switching sides each row; stacked on phones. */
export function FeatureSections({ features }: { readonly features: readonly Feature[] }) {
  return (
    <>
      {features.map((feature, index) => {
        const id = `feature-${String(index)}`
        const tinted = index % 2 === 0
        return (
          <Box
            key={id}
            component="section"
            aria-labelledby={id}
            sx={{
              bgcolor: tinted ? marketingColours.tint : 'background.paper',
              py: { xs: 6, md: 8 },
            }}
          >
            <Container
              maxWidth="lg"
              sx={{
                display: 'grid',
                gap: { xs: 3, md: 8 },
                alignItems: 'center',
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              <Box
                sx={{
                  order: { md: index % 2 === 0 ? 0 : 1 },
                  aspectRatio: '4 / 3',
                  borderRadius: 1,
                  bgcolor: tinted ? 'background.paper' : marketingColours.artFrame,
                  p: { xs: 2, md: 3 },
                  justifySelf: 'center',
                  boxSizing: 'border-box',
                  width: '100%',
                  maxWidth: { xs: 320, md: 440 },
                }}
              >
                <FeatureArt name={feature.art} />
              </Box>
              <div>
                <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
                  {feature.title}
                </Typography>
                <Typography variant="body1" sx={{ mt: 2, fontSize: { md: '1.125rem' } }}>
                  {feature.body}
                </Typography>
              </div>
            </Container>
          </Box>
        )
      })}
    </>
  )
}
