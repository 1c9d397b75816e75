import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState, type SyntheticEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { config } from '../../app/config'
import { useAppSelector } from '../../app/hooks'
import { useSaveSearchMutation } from '../../services/customerApi'
import { selectSessionStatus } from '../auth'
import { useProfileText } from './strings'

/**
 * Keeps the current search (its path and query: place and filters; and a drawn polygon when
 * there is one) under a name. A guest is sent to sign in first.
 */
export function SaveSearchButton({
  polygon = null,
}: {
  readonly polygon?: [number, number][] | null
}) {
  const t = useProfileText()
  const status = useAppSelector(selectSessionStatus)
  const signedIn = status === 'active'
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [save, { isLoading, isError, isSuccess, reset }] = useSaveSearchMutation()

  async function submit(event: SyntheticEvent) {
    event.preventDefault()
    if (name.trim() === '') return
    const result = await save({ name: name.trim(), path: `${pathname}${search}`, polygon })
    if (!('error' in result)) setOpen(false)
  }

  return (
    <>
      <Button
        startIcon={<BookmarkAddOutlinedIcon />}
        // Until the session is known a press could not tell a guest from a customer.
        disabled={status === 'unknown'}
        onClick={() => {
          if (!signedIn) {
            const back = encodeURIComponent(`${config.basePath}${pathname}${search}`)
            void navigate(`/auth/login?redirect=${back}`)
            return
          }
          reset()
          setOpen(true)
        }}
      >
        {isSuccess ? t('profile.saved') : t('profile.saveSearch')}
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false)
        }}
        aria-labelledby="save-search-title"
      >
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id="save-search-title">{t('profile.saveSearch')}</DialogTitle>
          <DialogContent>
            <TextField
              label={t('profile.searchName')}
              value={name}
              onChange={(event) => {
                setName(event.target.value)
              }}
              error={isError}
              helperText={isError ? t('profile.saveFailed') : undefined}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              required
              fullWidth
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                setOpen(false)
              }}
            >
              {t('profile.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading || name.trim() === ''}>
              {t('profile.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
