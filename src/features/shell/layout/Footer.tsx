import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined'
import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined'
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined'
import YouTubeIcon from '@mui/icons-material/YouTube'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { Logo } from '../../../ui/Logo'
import { newTabProps } from '../../../ui/newTab'
import { VisuallyHidden } from '../../../ui/VisuallyHidden'
import { useFooterText } from './footerStrings'
import { LanguageSwitch } from './LanguageSwitch'
import { externalLinks } from './links'
import { PreApprovalButton } from './PreApprovalButton'
import { dark } from '../../../app/theme/tokens'
import { telHref } from '../../../lib/telHref'

const footerInk = dark.footerInk
const linkSx = { color: footerInk, fontWeight: 400, '&:hover': { color: dark.ink } } as const

function Column({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div>
      <Typography component="h2" variant="h5" sx={{ color: dark.ink, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </div>
  )
}

export function Footer() {
  const { t } = useTranslation()
  const text = useFooterText()
  const newTab = <VisuallyHidden> {t('nav.newTab')}</VisuallyHidden>

  return (
    <Box component="footer" sx={{ bgcolor: dark.footer, color: footerInk, pt: 8, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          <Column title={text('getStarted')}>
            <li>
              <Link component={RouterLink} to="/map" sx={linkSx}>
                {text('homeSearch')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to="/buying" sx={linkSx}>
                {text('buyAHome')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to="/selling" sx={linkSx}>
                {text('sellAHome')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to="/calculators" sx={linkSx}>
                {text('calculators')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to="/trends" sx={linkSx}>
                {text('marketTrends')}
              </Link>
            </li>
            <li>
              <PreApprovalButton variant="contained" link="preApproval" sx={{ mt: 1 }}>
                {text('getPreApproved')}
              </PreApprovalButton>
            </li>
          </Column>
          <Column title={text('about')}>
            <li>
              <Link component={RouterLink} to="/about" sx={linkSx}>
                {text('aboutUs')}
              </Link>
            </li>
            <li>
              <Link href={externalLinks.terms} {...newTabProps} sx={linkSx}>
                {t('nav.terms')}
                {newTab}
              </Link>
            </li>
            <li>
              <Link href={externalLinks.privacy} {...newTabProps} sx={linkSx}>
                {t('nav.privacy')}
                {newTab}
              </Link>
            </li>
          </Column>
          <ContactColumn />
          <ConnectColumn />
        </Box>

        <Divider sx={{ borderColor: dark.footerLine, my: 5 }} />

        <Stack spacing={2}>
          <Logo name={t('brand.name')} inverted />
          <Typography variant="body2">{text('legal')}</Typography>
          <Typography variant="body2">{text('trademark')}</Typography>
          <Typography variant="body2" sx={{ color: dark.ink }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  )
}

/** Phone and email as links, and the office's address. */
function ContactColumn() {
  const { t } = useTranslation()
  const text = useFooterText()
  const phone = t('footer.phone')
  const email = t('footer.email')
  return (
    <Column title={text('contact')}>
      <li>
        <Link href={telHref(phone)} sx={linkSx}>
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <PhoneOutlinedIcon fontSize="small" aria-hidden />
            <span>
              <VisuallyHidden>{t('footer.phoneLabel')}: </VisuallyHidden>
              {phone}
            </span>
          </Stack>
        </Link>
      </li>
      <li>
        <Link href={`mailto:${email}`} sx={linkSx}>
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <EmailOutlinedIcon fontSize="small" aria-hidden />
            <span>
              <VisuallyHidden>{t('footer.emailLabel')}: </VisuallyHidden>
              {email}
            </span>
          </Stack>
        </Link>
      </li>
      <li>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
            <VisuallyHidden>{t('footer.addressLabel')}: </VisuallyHidden>
            {t('footer.address')}
          </Typography>
        </Stack>
      </li>
    </Column>
  )
}

/** The four social networks, each in a new tab, and the language switch. */
function ConnectColumn() {
  const { t } = useTranslation()
  const text = useFooterText()
  const social = [
    { href: externalLinks.facebook, label: text('facebook'), icon: <FacebookIcon /> },
    { href: externalLinks.instagram, label: text('instagram'), icon: <InstagramIcon /> },
    { href: externalLinks.linkedin, label: text('linkedin'), icon: <LinkedInIcon /> },
    { href: externalLinks.youtube, label: text('youtube'), icon: <YouTubeIcon /> },
  ]
  return (
    <Column title={text('connect')}>
      <li>
        <Stack direction="row" spacing={1}>
          {social.map((item) => (
            <Button
              key={item.label}
              href={item.href}
              {...newTabProps}
              aria-label={`${item.label} ${t('nav.newTab')}`}
              sx={{ minWidth: 44, px: 1, color: footerInk, '&:hover': { color: dark.ink } }}
            >
              {item.icon}
            </Button>
          ))}
        </Stack>
      </li>
      <li>
        <LanguageSwitch inverted />
      </li>
    </Column>
  )
}
