import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_PATHS } from '../../../contract/customerPaths'
import type { StaffReads } from '../../../contract/privacy'
import { config } from '../../app/config'
import { useAppDispatch } from '../../app/hooks'
import { idToken } from '../../services/idToken'
import { signOut } from '../auth'
import { useProfileText } from './strings'

/** What a deletion removes, in the order the confirmation names it. */
const DELETED = [
  'profile',
  'saved',
  'alerts',
  'applications',
  'signers',
  'documents',
  'crm',
] as const

async function customerCall(path: string, method = 'GET'): Promise<Response> {
  const token = await idToken()
  return fetch(`${config.customerApiUrl}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

function saveFile(url: string, name: string) {
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  anchor.click()
}

/** Asks before deleting, naming what goes and what the law keeps. */
function DeleteAccountDialog({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  readonly open: boolean
  readonly busy: boolean
  readonly onClose: () => void
  readonly onConfirm: () => void
}) {
  const t = useProfileText()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">{t('privacy.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('privacy.confirmIntro')}</Typography>
        <ul>
          {DELETED.map((item) => (
            <li key={item}>{t(`privacy.deleted.${item}`)}</li>
          ))}
        </ul>
        <Typography>{t('privacy.confirmKept')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={onConfirm}>
          {t('privacy.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * Your data: one click downloads everything held about the customer as JSON and offers the
 * readable page beside it; deleting the account asks first, naming what goes, then signs out.
 * Below, when staff read the customer's applications (not who: see the privacy decision).
 */
export function YourData() {
  const t = useProfileText()
  const { i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en'
  const [exported, setExported] = useState<{ json: string; html: string } | undefined>()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [reads, setReads] = useState<StaffReads['reads']>([])

  useEffect(() => {
    void customerCall(CUSTOMER_PATHS.staffReads)
      .then((answer) => (answer.ok ? (answer.json() as Promise<StaffReads>) : { reads: [] }))
      .then((body) => {
        setReads(body.reads)
      })
      .catch(() => undefined)
  }, [])

  const download = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const [json, html] = await Promise.all([
        customerCall(CUSTOMER_PATHS.dataExport),
        customerCall(`${CUSTOMER_PATHS.dataExport}?format=html&language=${language}`),
      ])
      if (!json.ok || !html.ok) throw new Error(String(json.status))
      const files = {
        json: URL.createObjectURL(await json.blob()),
        html: URL.createObjectURL(await html.blob()),
      }
      setExported(files)
      saveFile(files.json, 'homewise-my-data.json')
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    setBusy(true)
    setFailed(false)
    const answer = await customerCall(CUSTOMER_PATHS.user, 'DELETE').catch(() => undefined)
    if (answer?.status === 204) {
      await signOut(dispatch, { path: '/auth/login?deleted=1' }, config.basePath)
      return
    }
    setBusy(false)
    setFailed(true)
  }

  return (
    <Stack component="section" aria-labelledby="your-data" spacing={2} sx={{ mt: 4 }}>
      <Typography id="your-data" variant="h6" component="h2">
        {t('privacy.title')}
      </Typography>
      <Typography color="text.secondary">{t('privacy.intro')}</Typography>
      {failed && <Alert severity="error">{t('privacy.failed')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" disabled={busy} onClick={() => void download()}>
          {t('privacy.download')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => {
            setConfirming(true)
          }}
        >
          {t('privacy.delete')}
        </Button>
      </Stack>
      {exported && (
        <Alert severity="success">
          {t('privacy.ready')}{' '}
          <Link href={exported.json} download="homewise-my-data.json">
            {t('privacy.jsonFile')}
          </Link>
          {' · '}
          <Link href={exported.html} target="_blank" rel="noopener">
            {t('privacy.htmlPage')}
          </Link>
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('privacy.readsTitle')}
      </Typography>
      {reads.length === 0 ? (
        <Typography color="text.secondary">{t('privacy.noReads')}</Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, pl: 3 }}>
          {reads.map((read) => (
            <li key={`${read.at}-${String(read.applicationId)}`}>
              {t(read.what === 'document' ? 'privacy.readDocument' : 'privacy.readApplication', {
                at: read.at.slice(0, 16).replace('T', ' '),
              })}
            </li>
          ))}
        </Stack>
      )}
      <Link href={`${config.basePath}/${language === 'fr' ? 'confidentialite' : 'privacy'}`}>
        {t('privacy.policy')}
      </Link>
      <DeleteAccountDialog
        open={confirming}
        busy={busy}
        onClose={() => {
          setConfirming(false)
        }}
        onConfirm={() => void remove()}
      />
    </Stack>
  )
}
