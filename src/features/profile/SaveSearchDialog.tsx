import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useEffectEvent, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SAVED_LIMITS, type AlertFrequency } from '../../../contract/customer'
import { formatPrice } from '../../lib/format'
import { searchNameParts } from '../../lib/savedSearchName'
import { useSaveSearchMutation } from '../../services/customerApi'
import { FrequencySelect } from './FrequencySelect'
import { useProfileText } from './strings'
import { useAccountConfirmation } from './useAccountNotice'

export interface SaveSearchDialogProps {
  readonly open: boolean
  /** The search to keep: the screen's path and query. */
  readonly path: string
  readonly polygon: [number, number][] | null
  /** The place searched ("Toronto", "Annex, Toronto"), the first part of the suggested name. */
  readonly place?: string | undefined
  /** Called once the customer service has kept the search. */
  readonly onSaved: () => void
  readonly onClose: () => void
}

/**
 * The name a search is saved under, and the call that keeps it. A module of its own: the dialog,
 * the text field (MUI's input family, about 18 kB gzip) and the customer service's API slice load
 * on the first press, not with every screen that shows the button (and the listing page, which
 * shares the profile feature's chunk).
 */
export function SaveSearchDialog({
  open,
  path,
  polygon,
  place,
  onSaved,
  onClose,
}: SaveSearchDialogProps) {
  const t = useProfileText()
  const { language } = useTranslation().i18n
  // A name that says what the search is ("Toronto · for sale · 2+ beds"), so Save works at
  // once; kept while the dialog is closed, so reopening it shows the name typed before.
  const [name, setName] = useState(() =>
    [
      place ?? t('profile.nameParts.area'),
      ...searchNameParts(path.includes('?') ? path.slice(path.indexOf('?')) : '').map((part) =>
        'count' in part
          ? t(`profile.nameParts.${part.key}`, { count: part.count })
          : 'price' in part
            ? t(`profile.nameParts.${part.key}`, { price: formatPrice(part.price, language) })
            : t(`profile.nameParts.${part.key}`),
      ),
    ]
      .join(' · ')
      .slice(0, SAVED_LIMITS.searchNameMax),
  )
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const [save, { isLoading: saving, isError: failed, reset }] = useSaveSearchMutation()
  const confirm = useAccountConfirmation()
  // A reopened dialog starts without the last attempt's outcome. The mutation's reset changes
  // with each attempt, so the effect follows `open` alone and reads the latest reset.
  const forgetLastAttempt = useEffectEvent(reset)
  useEffect(() => {
    if (open) forgetLastAttempt()
  }, [open])

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (name.trim() === '') return
    const result = await save({ name: name.trim(), path, polygon, frequency })
    if ('error' in result) return
    confirm('searchSaved')
    onSaved()
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="save-search-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="save-search-title">{t('profile.saveSearch')}</DialogTitle>
        <DialogContent>
          {/* The top padding keeps the first field's floating label clear of the title. */}
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('profile.searchName')}
              value={name}
              onChange={(event) => {
                setName(event.target.value)
              }}
              error={failed}
              helperText={failed ? t('profile.saveFailed') : undefined}
              slotProps={{ htmlInput: { maxLength: SAVED_LIMITS.searchNameMax } }}
              required
              fullWidth
            />
            <FrequencySelect
              label={t('profile.alerts')}
              value={frequency}
              onChange={setFrequency}
              size="medium"
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('profile.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || name.trim() === ''}>
            {t('profile.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
