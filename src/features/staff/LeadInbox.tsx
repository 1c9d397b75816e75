import Alert from '@mui/material/Alert'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { LEAD_STATUSES, type LeadStatus } from '../../../contract/staffPaths'
import { useLeadsQuery } from '../../services/staffApi'
import { LeadCard } from './LeadCard'
import { useStaffText } from './strings'

/** The leads inbox: a tab per status, that status's leads newest first. */
export function LeadInbox() {
  const t = useStaffText()
  const [status, setStatus] = useState<LeadStatus>('new')
  const { data, isLoading, isError } = useLeadsQuery(status)
  return (
    <section aria-labelledby="staff-leads">
      <Typography id="staff-leads" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('leads.heading')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_event, next: LeadStatus) => setStatus(next)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LEAD_STATUSES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`tabs.${value}`)}
            id={`leads-tab-${value}`}
            aria-controls="leads-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="leads-panel" aria-labelledby={`leads-tab-${status}`}>
        {isError ? <Alert severity="error">{t('errors.leads')}</Alert> : null}
        {isLoading ? <Skeleton variant="rounded" height={240} /> : null}
        {data ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.leads.length === 0 ? t('leads.empty') : t('leads.count', { count: data.total })}
          </Typography>
        ) : null}
        <Stack spacing={2}>
          {data?.leads.map((lead) => (
            <LeadCard key={`${String(lead.id)}-${lead.realtor?.id ?? ''}`} lead={lead} />
          ))}
        </Stack>
      </div>
    </section>
  )
}
