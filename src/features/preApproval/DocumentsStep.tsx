import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useState, type ChangeEvent, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationDocument } from '../../../contract/application'
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../contract/applicationChoices'
import { documentProblem } from '../../lib/preApproval/flowSteps'
import {
  uploadTargetOf,
  useDocumentsQuery,
  useUploadBytesMutation,
  useUploadUrlMutation,
} from '../../services/applicationApi'
import { formatNumber } from '../../lib/format'
import { StepFrame } from './StepFrame'
import { usePreApprovalText } from './strings'

/** A file's size: 240 KB, 1.5 MB; in French 240 Ko, 1,5 Mo (octets). */
function sizeLabel(bytes: number, language: string): string {
  const french = language.startsWith('fr')
  return bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language, 1)}\u00a0${french ? 'Ko' : 'KB'}`
    : `${formatNumber(bytes / (1024 * 1024), language, 1)}\u00a0${french ? 'Mo' : 'MB'}`
}

/** The documents announced so far, each with its size and whether its bytes arrived. */
function DocumentList({ documents }: { readonly documents: readonly ApplicationDocument[] }) {
  const t = usePreApprovalText()
  const language = useTranslation().i18n.language
  if (documents.length === 0) {
    return <Typography color="text.secondary">{t('documents.none')}</Typography>
  }
  return (
    <List aria-label={t('documents.list')} disablePadding>
      {documents.map((document) => (
        <ListItem key={document.id} disableGutters divider>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <InsertDriveFileOutlinedIcon aria-hidden />
          </ListItemIcon>
          <ListItemText
            primary={document.name}
            secondary={sizeLabel(document.size, language)}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
          <Chip
            size="small"
            color={document.status === 'uploaded' ? 'success' : 'default'}
            label={t(`enums.documentStatus.${document.status}`)}
          />
        </ListItem>
      ))}
    </List>
  )
}

/** Documents: each file is announced, then its bytes go to the upload URL the service answers. */
export function DocumentsStep({
  id,
  onNext,
  onBack,
}: {
  readonly id: number
  readonly onNext: () => void
  readonly onBack: () => void
}) {
  const t = usePreApprovalText()
  const { data, isError } = useDocumentsQuery(id)
  const [announce] = useUploadUrlMutation()
  const [upload] = useUploadBytesMutation()
  const [errors, setErrors] = useState<string[]>([])
  const [uploading, setUploading] = useState<string>()
  const [added, setAdded] = useState<string>()

  async function send(file: File): Promise<string | undefined> {
    const problem = documentProblem(file, DOCUMENT_TYPES, DOCUMENT_MAX_BYTES)
    if (problem) return t(`errors.${problem}`, { name: file.name })
    try {
      const ticket = await announce({
        id,
        name: file.name.slice(0, 120),
        contentType: file.type,
        size: file.size,
      }).unwrap()
      const target = uploadTargetOf(ticket.uploadUrl)
      if (target === undefined) return t('errors.upload', { name: file.name })
      await upload({ id, ticket, target, file }).unwrap()
      return undefined
    } catch {
      return t('errors.upload', { name: file.name })
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    setErrors([])
    setAdded(undefined)
    const problems: string[] = []
    let last: string | undefined
    for (const file of files) {
      setUploading(file.name)
      const problem = await send(file)
      if (problem) problems.push(problem)
      else last = file.name
    }
    setUploading(undefined)
    setErrors(problems)
    if (last) setAdded(last)
  }

  const documents = data?.documents ?? []
  return (
    <StepFrame
      title={t('steps.documents')}
      intro={t('documents.intro')}
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault()
        onNext()
      }}
      onBack={onBack}
      busy={uploading !== undefined}
    >
      <div>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={uploading !== undefined}
        >
          {t('actions.upload')}
          <input
            type="file"
            hidden
            multiple
            accept={DOCUMENT_TYPES.join(',')}
            onChange={(event) => void choose(event)}
          />
        </Button>
      </div>
      {uploading && (
        <Typography role="status">{t('documents.uploading', { name: uploading })}</Typography>
      )}
      {added && !uploading && (
        <Alert severity="success" role="status">
          {t('documents.added', { name: added })}
        </Alert>
      )}
      {errors.map((message) => (
        <Alert key={message} severity="error" role="alert">
          {message}
        </Alert>
      ))}
      {isError && (
        <Alert severity="error" role="alert">
          {t('errors.load')}
        </Alert>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('documents.list')}
      </Typography>
      <DocumentList documents={documents} />
    </StepFrame>
  )
}
