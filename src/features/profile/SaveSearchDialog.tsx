import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import type { SyntheticEvent } from 'react'
import { useProfileText } from './strings'

export interface SaveSearchDialogProps {
  readonly open: boolean
  readonly name: string
  readonly onNameChange: (name: string) => void
  readonly failed: boolean
  readonly saving: boolean
  readonly onSubmit: (event: SyntheticEvent) => void
  readonly onClose: () => void
}

/**
 * The name a search is saved under. A module of its own: the dialog and the text field (MUI's
 * input family, about 18 kB gzip) load on the first press, not with every screen that shows the
 * button (and the listing page, which shares the profile feature's chunk).
 */
export function SaveSearchDialog({
  open,
  name,
  onNameChange,
  failed,
  saving,
  onSubmit,
  onClose,
}: SaveSearchDialogProps) {
  const t = useProfileText()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-search-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="save-search-title">{t('profile.saveSearch')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('profile.searchName')}
            value={name}
            onChange={(event) => {
              onNameChange(event.target.value)
            }}
            error={failed}
            helperText={failed ? t('profile.saveFailed') : undefined}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            required
            fullWidth
            sx={{ mt: 1 }}
          />
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
