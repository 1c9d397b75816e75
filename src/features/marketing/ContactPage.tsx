import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined'
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined'
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../app/useNamespace'
import { formatAverage } from '../../lib/format'
import { StarRating } from '../../ui/StarRating'
import { LeadSection, leadStrings } from '../leads'
import { reviewSummary } from './data/reviews'
import { marketingStrings } from './strings'
import { telHref } from '../../lib/telHref'
import { PageMeta } from '../../ui/PageMeta'

/** Google Maps search for the office, opened from the address link. */
function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

function ContactLine({
  icon,
  label,
  children,
}: {
  readonly icon: ReactNode
  readonly label: string
  readonly children: ReactNode
}) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
        {icon}
      </Box>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        {children}
      </div>
    </Box>
  )
}

/**
 * /contact: the lead form titled 'Contact us today!', the email, phone
 * and address as links, and the clients' rating.
 */
export function ContactPage() {
  useNamespace('leads', leadStrings)
  useNamespace('marketing', marketingStrings)
  const { t, i18n } = useTranslation('leads')
  const marketing = useTranslation('marketing').t
  const phone = t('footer.phone', { ns: 'common' })
  const email = t('footer.email', { ns: 'common' })
  const address = t('footer.address', { ns: 'common' })
  const average = formatAverage(reviewSummary.average, i18n.language)

  return (
    <>
      <PageMeta {...marketing('meta.contact', { returnObjects: true })} />
      <LeadSection level={1} title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <Container maxWidth="md" sx={{ pb: { xs: 6, md: 10 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          }}
        >
          <section aria-labelledby="reach-us">
            <Typography id="reach-us" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
              {t('contact.reachUs')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              <ContactLine
                icon={<EmailOutlinedIcon />}
                label={t('footer.emailLabel', { ns: 'common' })}
              >
                <Link href={`mailto:${email}`}>{email}</Link>
              </ContactLine>
              <ContactLine
                icon={<PhoneOutlinedIcon />}
                label={t('footer.phoneLabel', { ns: 'common' })}
              >
                <Link href={telHref(phone)}>{phone}</Link>
              </ContactLine>
              <ContactLine
                icon={<PlaceOutlinedIcon />}
                label={t('footer.addressLabel', { ns: 'common' })}
              >
                <Link href={mapHref(address)} target="_blank" rel="noopener noreferrer">
                  {address}
                </Link>
              </ContactLine>
            </Box>
          </section>
          <section aria-labelledby="our-rating">
            <Typography id="our-rating" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
              {t('contact.rating')}
            </Typography>
            <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}>
              {average}
            </Typography>
            <StarRating
              value={reviewSummary.average}
              label={t('reviews.average', { ns: 'marketing', average })}
              size={28}
            />
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {t('reviews.summary', { ns: 'marketing', average, atLeast: reviewSummary.atLeast })}
            </Typography>
          </section>
        </Box>
      </Container>
    </>
  )
}
