import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { StaffLead } from '../../../contract/staff'
import { formatPrice } from '../../lib/format'
import { telHref } from '../../lib/telHref'
import { CrmState } from './CrmState'
import { LeadActions } from './LeadActions'
import { useStaffText, useStaffTime } from './strings'

/** What the lead is about: the listing (or code), its address and city, the price. */
function useAbout(lead: StaffLead): string[] {
  const t = useStaffText()
  const { language } = useTranslation().i18n
  const listing = lead.address !== null
  return [
    lead.code ? t(listing ? 'leads.listing' : 'leads.referral', { code: lead.code }) : null,
    lead.address,
    lead.city,
    lead.price === null ? null : formatPrice(lead.price, language),
  ].filter((part) => part !== null)
}

/**
 * One lead of the inbox: who, about what, their message, the realtor it is assigned to, its
 * CRM delivery and its moves. Everything the visitor typed is rendered as text, never markup.
 */
export function LeadCard({ lead }: { readonly lead: StaffLead }) {
  const t = useStaffText()
  const time = useStaffTime()
  const about = useAbout(lead)
  const headingId = `lead-${String(lead.id)}`
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
      aria-labelledby={headingId}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1, md: 3 }}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <Typography id={headingId} variant="h6" component="h3">
            {lead.firstName} {lead.lastName}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
            {lead.phone ? (
              <>
                {' · '}
                <Link href={telHref(lead.phone)}>{lead.phone}</Link>
              </>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('leads.received', { when: time(lead.createdAt) })}
          </Typography>
        </div>
        <Stack spacing={0.5} sx={{ minWidth: { md: 280 } }}>
          <Typography variant="body2">
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {t('leads.realtor')}
            </Typography>{' '}
            {lead.realtor
              ? lead.realtor.active
                ? lead.realtor.name
                : t('leads.inactive', { name: lead.realtor.name })
              : t('leads.noRealtor')}
          </Typography>
          <CrmState crm={lead.crm} />
        </Stack>
      </Stack>
      {about.length > 0 ? (
        <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {about.join(' · ')}
        </Typography>
      ) : null}
      {lead.message ? (
        <Typography
          component="blockquote"
          aria-label={t('leads.message')}
          sx={{
            mt: 1.5,
            mx: 0,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'divider',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {lead.message}
        </Typography>
      ) : null}
      <LeadActions lead={lead} />
    </Paper>
  )
}
