import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { CrmDelivery } from '../../../contract/staff'
import { useStaffText, useStaffTime } from './strings'

const COLOURS = { pending: 'info', sent: 'success', parked: 'error', kept: 'default' } as const

/**
 * Where the lead's CRM event stands: a chip for its state, then its attempts, its next try or
 * when it was sent, and for a parked event the CRM's reason (as text: it may hold markup).
 */
export function CrmState({ crm }: { readonly crm: CrmDelivery | null }) {
  const t = useStaffText()
  const time = useStaffTime()
  const details = crm
    ? [
        crm.attempts > 0 ? t('crm.attempts', { count: crm.attempts }) : null,
        crm.status === 'pending' && crm.nextAttemptAt
          ? t('crm.next', { when: time(crm.nextAttemptAt) })
          : null,
        crm.status === 'sent' && crm.sentAt ? t('crm.sentAt', { when: time(crm.sentAt) }) : null,
      ].filter((detail) => detail !== null)
    : []
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {t('crm.label')}
        </Typography>
        <Chip
          size="small"
          label={t(`crm.${crm?.status ?? 'none'}`)}
          color={crm ? COLOURS[crm.status] : 'default'}
          variant={crm?.status === 'parked' ? 'filled' : 'outlined'}
        />
        {details.length > 0 ? (
          <Typography variant="body2" component="span" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        ) : null}
      </Stack>
      {crm?.status === 'parked' && crm.lastError ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {t('crm.reason', { reason: crm.lastError })}
        </Typography>
      ) : null}
    </Stack>
  )
}
