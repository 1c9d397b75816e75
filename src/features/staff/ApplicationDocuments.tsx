import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { ApplicationDocument } from '../../../contract/application'
import { STAFF_PATHS } from '../../../contract/staffPaths'
import { config } from '../../app/config'
import { idToken } from '../../services/idToken'
import { useStaffText } from './strings'

/**
 * Fetches a document with the staff member's token (the service audits the read) and hands it
 * to the browser to save. False when the service refused it or did not answer.
 */
async function download(applicationId: number, document: ApplicationDocument): Promise<boolean> {
  const token = await idToken()
  const path = `${STAFF_PATHS.applications}/${String(applicationId)}/documents/${String(document.id)}`
  try {
    const response = await fetch(`${config.customerApiUrl}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    if (!response.ok) return false
    const url = URL.createObjectURL(await response.blob())
    const link = window.document.createElement('a')
    link.href = url
    link.download = document.name
    link.click()
    URL.revokeObjectURL(url)
    return true
  } catch {
    return false
  }
}

/** The application's documents: each uploaded one downloads, a pending one is named as such. */
export function ApplicationDocuments({
  applicationId,
  documents,
}: {
  readonly applicationId: number
  readonly documents: readonly ApplicationDocument[]
}) {
  const t = useStaffText()
  const [failed, setFailed] = useState(false)
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('applications.documentsHeading')}
      </Typography>
      {documents.length === 0 ? <Typography>{t('applications.noDocuments')}</Typography> : null}
      <Stack component="ul" spacing={1} sx={{ alignItems: 'flex-start', m: 0, p: 0 }}>
        {documents.map((document) => (
          <li key={document.id} style={{ listStyle: 'none' }}>
            {document.status === 'uploaded' ? (
              <Button
                variant="outlined"
                sx={{ minHeight: 44, textTransform: 'none', overflowWrap: 'anywhere' }}
                onClick={() => {
                  void download(applicationId, document).then((done) => setFailed(!done))
                }}
              >
                {t('applications.download', { name: document.name })}
              </Button>
            ) : (
              <Typography>{t('applications.pending', { name: document.name })}</Typography>
            )}
          </li>
        ))}
      </Stack>
      <div role="status" aria-live="polite">
        {failed ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('errors.document')}
          </Alert>
        ) : null}
      </div>
    </Paper>
  )
}
