import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StaffLead, StaffLeadUpdate } from '../../../contract/staff'
import { formatPrice } from '../../lib/format'
import { useUpdateLeadMutation } from '../../services/staffApi'
import { useStaffText } from './strings'

const CRM_COLOURS = { pending: 'info', sent: 'success', parked: 'error', kept: 'default' } as const

/** Why a save failed, as the service said (its message is shown as text, never as markup). */
function reasonOf(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data
  return typeof data?.message === 'string'
    ? data.message
    : String((error as { status?: unknown })?.status ?? '')
}

/** One lead of the inbox: who, about what, its CRM delivery, its note and its moves. */
export function LeadCard({ lead }: { readonly lead: StaffLead }) {
  const t = useStaffText()
  const { i18n } = useTranslation()
  const [note, setNote] = useState(lead.note ?? '')
  const [update, { isLoading, error, isSuccess }] = useUpdateLeadMutation()
  const save = (change: StaffLeadUpdate) => void update({ id: lead.id, update: change })
  const noteId = `lead-note-${String(lead.id)}`
  const about = [
    lead.code ? t('leads.listing', { code: lead.code }) : null,
    lead.address,
    lead.city,
    lead.price === null ? null : formatPrice(lead.price, i18n.language),
  ].filter(Boolean)
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby={`lead-${String(lead.id)}`}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <Typography id={`lead-${String(lead.id)}`} variant="h6" component="h3">
            {lead.firstName} {lead.lastName}
          </Typography>
          <Typography variant="body2">
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            {lead.phone ? (
              <>
                {' · '}
                <a href={`tel:+1${lead.phone}`}>{lead.phone}</a>
              </>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('leads.received')}: {new Date(lead.createdAt).toLocaleString(i18n.language)}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Chip
            size="small"
            label={`${t('leads.crm')}: ${t(`crm.${lead.crm?.status ?? 'none'}`)}`}
            color={lead.crm ? CRM_COLOURS[lead.crm.status] : 'default'}
            title={lead.crm?.lastError ?? undefined}
          />
        </Stack>
      </Stack>
      {about.length > 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {about.join(' · ')}
        </Typography>
      ) : null}
      {lead.message ? (
        <Typography
          variant="body1"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {lead.message}
        </Typography>
      ) : null}
      {lead.crm?.status === 'parked' && lead.crm.lastError ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {lead.crm.lastError}
        </Typography>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={noteId}
          label={t('leads.noteLabel', { id: lead.id })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          size="small"
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" disabled={isLoading} onClick={() => save({ note })}>
          {t('leads.saveNote')}
        </Button>
        {lead.status === 'new' ? (
          <Button
            variant="contained"
            disabled={isLoading}
            onClick={() => save({ status: 'contacted' })}
          >
            {t('leads.markContacted')}
          </Button>
        ) : null}
        {lead.status === 'contacted' ? (
          <Button
            variant="outlined"
            disabled={isLoading}
            onClick={() => save({ status: 'closed' })}
          >
            {t('leads.close')}
          </Button>
        ) : null}
        {lead.status === 'closed' ? (
          <Button variant="outlined" disabled={isLoading} onClick={() => save({ status: 'new' })}>
            {t('leads.reopen')}
          </Button>
        ) : null}
      </Stack>
      <div role="status" aria-live="polite">
        {error ? (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {t('leads.failed', { reason: reasonOf(error) })}
          </Typography>
        ) : isSuccess ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('leads.saved')}
          </Typography>
        ) : null}
      </div>
    </Paper>
  )
}
