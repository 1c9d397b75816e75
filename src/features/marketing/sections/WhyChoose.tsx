import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { telHref } from '../../../lib/telHref'
import { marketingColours } from '../../../app/theme/screenColours'

/** The 'Why Choose Homewise' blurb: the page's case, three facts, and the help line. */
export function WhyChoose({ body }: { readonly body: string }) {
  const { t } = useTranslation('marketing')
  const phone = t('footer.phone', { ns: 'common' })
  const points = t('whyPoints', { returnObjects: true })

  return (
    <Box component="section" aria-labelledby="why-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <div>
            <Typography id="why-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {t('whyTitle')}
            </Typography>
            <Typography variant="body1" sx={{ mt: 2, fontSize: { md: '1.125rem' } }}>
              {body}
            </Typography>
            <Typography variant="body1" sx={{ mt: 2, color: 'text.secondary' }}>
              {t('helpLine')} <Link href={telHref(phone)}>{phone}</Link>
            </Typography>
          </div>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {points.map((point) => (
              <Box
                component="li"
                key={point.value}
                sx={{
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  p: 2,
                  borderRadius: 1,
                  bgcolor: marketingColours.tint,
                }}
              >
                <Typography
                  component="span"
                  sx={{ fontSize: '1.25rem', fontWeight: 700, color: 'primary.dark', minWidth: 88 }}
                >
                  {point.value}
                </Typography>
                <Typography component="span" variant="body2">
                  {point.label}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  )
}
