import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link, useParams } from 'react-router'
import type { ApplicationDocument } from '../../../contract/application'
import { STAFF_PATHS } from '../../../contract/staffPaths'
import { config } from '../../app/config'
import { idToken } from '../../services/idToken'
import { useApplicationQuery } from '../../services/staffApi'
import { useStaffText } from './strings'

/** Fetches a document with the staff member's token and hands it to the browser to save. */
async function download(applicationId: number, document: ApplicationDocument) {
  const token = await idToken()
  const path = `${STAFF_PATHS.applications}/${String(applicationId)}/documents/${String(document.id)}`
  const response = await fetch(`${config.customerApiUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) return
  const url = URL.createObjectURL(await response.blob())
  const link = window.document.createElement('a')
  link.href = url
  link.download = document.name
  link.click()
  URL.revokeObjectURL(url)
}

/** One sent application, read-only, with its documents; opening it is recorded in the audit log. */
export function ApplicationView() {
  const t = useStaffText()
  const id = Number(useParams().id)
  const { data, isLoading, isError } = useApplicationQuery(id, { skip: !Number.isInteger(id) })
  const fields = data?.application.fields
  return (
    <Stack spacing={2}>
      <div>
        <Button component={Link} to="../.." relative="path">
          {t('applications.back')}
        </Button>
      </div>
      <Typography variant="h4" component="h1">
        {t('applications.title', { id })}
      </Typography>
      {isLoading ? <Skeleton variant="rounded" height={240} /> : null}
      {isError ? <Alert severity="error">{t('applications.notFound')}</Alert> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('applications.audited')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
            <Typography variant="h6" component="h2">
              {t('applications.applicant')}
            </Typography>
            <Typography>
              {fields?.applicant?.firstName} {fields?.applicant?.lastName} ·{' '}
              {fields?.applicant?.email} · {fields?.applicant?.phone}
            </Typography>
            <Typography
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14 }}
            >
              {JSON.stringify(fields, null, 2)}
            </Typography>
            {data.application.signers.length > 0 ? (
              <>
                <Typography variant="h6" component="h2">
                  {t('applications.signers')}
                </Typography>
                <ul>
                  {data.application.signers.map((signer) => (
                    <li key={signer.id}>
                      {signer.firstName} {signer.lastName} ({signer.relation})
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t('applications.documents')}
            </Typography>
            {data.documents.length === 0 ? (
              <Typography>{t('applications.noDocuments')}</Typography>
            ) : null}
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              {data.documents.map((document) =>
                document.status === 'uploaded' ? (
                  <Button
                    key={document.id}
                    variant="text"
                    onClick={() => void download(id, document)}
                  >
                    {t('applications.download', { name: document.name })}
                  </Button>
                ) : (
                  <Typography key={document.id}>
                    {t('applications.pending', { name: document.name })}
                  </Typography>
                ),
              )}
            </Stack>
          </Paper>
        </>
      ) : null}
    </Stack>
  )
}
