import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { StaffLead, StaffLeadUpdate } from '../../../contract/staff'
import { STAFF_NOTE_MAX } from '../../../contract/staffPaths'
import { useRealtorsQuery, useUpdateLeadMutation } from '../../services/staffApi'
import { useStaffText } from './strings'
import { updateError } from './updateError'

/** The status a lead moves to next from each status, and the button's words for it. */
const NEXT = {
  new: { status: 'contacted', label: 'leads.markContacted' },
  contacted: { status: 'closed', label: 'leads.close' },
  closed: { status: 'new', label: 'leads.reopen' },
} as const

/** A lead's moves: its next status, its note, another realtor; each save's outcome announced. */
export function LeadActions({ lead }: { readonly lead: StaffLead }) {
  const t = useStaffText()
  const id = String(lead.id)
  const [note, setNote] = useState(lead.note ?? '')
  const [realtorId, setRealtorId] = useState(lead.realtor?.id ?? '')
  const realtors = useRealtorsQuery(undefined)
  const [update, { isLoading, error, isSuccess }] = useUpdateLeadMutation()
  const save = (change: StaffLeadUpdate) => void update({ id: lead.id, update: change })
  const next = NEXT[lead.status]
  // The current realtor stays a choice even when they no longer take leads.
  const choices = realtors.data?.realtors ?? []
  const listed = choices.some((realtor) => realtor.id === lead.realtor?.id)
  return (
    <Stack
      component="form"
      aria-label={t('leads.actions', { id })}
      spacing={2}
      sx={{ mt: 2 }}
      onSubmit={(event) => {
        event.preventDefault()
        save({ note })
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'start' } }}
      >
        <TextField
          id={`lead-note-${id}`}
          label={t('leads.noteLabel', { id })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          size="small"
          multiline
          minRows={1}
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: STAFF_NOTE_MAX } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={isLoading} sx={{ minHeight: 40 }}>
          {t('leads.saveNote')}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'start' } }}
      >
        <TextField
          id={`lead-realtor-${id}`}
          select
          size="small"
          label={t('leads.reassignLabel', { id })}
          value={choices.length > 0 ? realtorId : ''}
          onChange={(event) => setRealtorId(event.target.value)}
          error={realtors.isError}
          helperText={realtors.isError ? t('errors.realtors') : undefined}
          sx={{ flexGrow: 1, minWidth: 220 }}
        >
          {lead.realtor && !listed && choices.length > 0 ? (
            <MenuItem value={lead.realtor.id} disabled>
              {t('leads.inactive', { name: lead.realtor.name })}
            </MenuItem>
          ) : null}
          {choices.map((realtor) => (
            <MenuItem key={realtor.id} value={realtor.id}>
              {realtor.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={isLoading || realtorId === '' || realtorId === lead.realtor?.id}
          onClick={() => save({ realtorId })}
          sx={{ minHeight: 40 }}
        >
          {t('leads.reassign')}
        </Button>
        <Button
          variant={lead.status === 'new' ? 'contained' : 'outlined'}
          disabled={isLoading}
          onClick={() => save({ status: next.status })}
          sx={{ minHeight: 40 }}
        >
          {t(next.label)}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {error ? (
          <Typography variant="body2" color="error">
            {updateError(t, error)}
          </Typography>
        ) : isSuccess ? (
          <Typography variant="body2">{t('leads.saved')}</Typography>
        ) : null}
      </div>
    </Stack>
  )
}
