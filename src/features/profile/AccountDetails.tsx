import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { config } from '../../app/config'
import { useAppDispatch } from '../../app/hooks'
import { DEFAULT_PHONE_COUNTRY, displayPhone, nationalNumber } from '../../lib/phone'
import { useUpdateUserMutation, useUserQuery } from '../../services/customerApi'
import { useProfileText } from './strings'
import { signOut } from '../auth'
import { useAccountConfirmation } from './useAccountNotice'
import { YourData } from './YourData'

function Row({
  label,
  value,
  editor,
  onSave,
  onEdit,
  canSave = true,
}: {
  readonly label: string
  readonly value: ReactNode
  readonly editor?: ReactNode
  readonly onSave?: () => Promise<boolean>
  /** Entering edit mode: the editor starts from the saved value. */
  readonly onEdit?: () => void
  readonly canSave?: boolean
}) {
  const t = useProfileText()
  const [editing, setEditing] = useState(false)
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Typography sx={{ fontWeight: 600, minWidth: 160 }}>{label}</Typography>
      {/* A long email has no space to wrap at: it breaks anywhere rather than widen a phone's page. */}
      <Stack sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {editing && editor ? editor : value}
      </Stack>
      {editor && onSave && (
        <Stack direction="row" spacing={1}>
          {editing ? (
            <>
              <Button
                onClick={() => {
                  setEditing(false)
                }}
              >
                {t('profile.cancel')}
              </Button>
              <Button
                variant="contained"
                disabled={!canSave}
                onClick={() => {
                  void onSave().then((ok) => {
                    if (ok) setEditing(false)
                  })
                }}
              >
                {t('profile.save')}
              </Button>
            </>
          ) : (
            <Button
              aria-label={`${t('profile.edit')} ${label}`}
              onClick={() => {
                onEdit?.()
                setEditing(true)
              }}
            >
              {t('profile.edit')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  )
}

/**
 * The service's reason for a refused field, e.g. "body/phone must match pattern", as the field
 * it names: server-side field errors appear under their fields.
 */
function refusedFields(error: unknown): { name: boolean; phone: boolean } {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data
  const message = typeof data?.message === 'string' ? data.message : ''
  return { name: message.includes('body/name'), phone: message.includes('body/phone') }
}

function AccountSkeleton() {
  const t = useProfileText()
  return (
    <Stack aria-busy="true" aria-label={t('profile.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rectangular" height={40} sx={{ my: 1.5 }} />
      ))}
    </Stack>
  )
}

/** First and last name side by side; a name the service refused is marked on both. */
function NameEditor({
  first,
  last,
  refused,
  onChange,
}: {
  readonly first: string
  readonly last: string
  readonly refused: boolean
  readonly onChange: (name: { first: string; last: string }) => void
}) {
  const t = useProfileText()
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        size="small"
        label={t('profile.firstName')}
        value={first}
        onChange={(event) => {
          onChange({ first: event.target.value, last })
        }}
        error={refused}
        helperText={refused ? t('profile.nameInvalid') : undefined}
        autoComplete="given-name"
      />
      <TextField
        size="small"
        label={t('profile.lastName')}
        value={last}
        onChange={(event) => {
          onChange({ first, last: event.target.value })
        }}
        error={refused}
        autoComplete="family-name"
      />
    </Stack>
  )
}

/** Account Details: name, email, registered date, phone, Email Notifications, Log Out. */
export function AccountDetails() {
  const t = useProfileText()
  const dispatch = useAppDispatch()
  const confirm = useAccountConfirmation()
  const { data: user, isError } = useUserQuery(undefined)
  const [update, { isError: saveFailed, error, reset }] = useUpdateUserMutation()
  const [first, setFirst] = useState('')
  const [last, setLast] = useState('')
  const [phone, setPhone] = useState('')

  if (isError) return <Alert severity="error">{t('profile.saveFailed')}</Alert>
  if (!user) {
    return <AccountSkeleton />
  }

  // Each change that goes through is confirmed in a snackbar, so a save is never silent.
  const save = async (
    body: Parameters<typeof update>[0],
    message: 'saved' | 'notificationsOn' | 'notificationsOff' = 'saved',
  ) => {
    const result = await update(body)
    const saved = !('error' in result)
    if (saved) confirm(message)
    return saved
  }
  // Typed any way ('416 555 0199', '+1 416-555-0199'); stored as the national number.
  const phoneNumber = nationalNumber(phone, DEFAULT_PHONE_COUNTRY)
  const phoneOk = phone.trim() === '' || phoneNumber !== null
  const refused = refusedFields(error)

  return (
    <Stack>
      {saveFailed && <Alert severity="error">{t('profile.saveFailed')}</Alert>}
      <Row
        label={t('profile.name')}
        value={`${user.given_name} ${user.family_name}`}
        canSave={first.trim() !== '' && last.trim() !== ''}
        onEdit={() => {
          setFirst(user.given_name)
          setLast(user.family_name)
          reset()
        }}
        editor={
          <NameEditor
            first={first}
            last={last}
            refused={refused.name}
            onChange={(name) => {
              setFirst(name.first)
              setLast(name.last)
              reset()
            }}
          />
        }
        onSave={() => save({ name: { first: first.trim(), last: last.trim() } })}
      />
      <Row label={t('profile.email')} value={user.email} />
      <Row label={t('profile.registered')} value={user.registered.slice(0, 10)} />
      <Row
        label={t('profile.phone')}
        value={
          (user.phone && displayPhone(user.phone, DEFAULT_PHONE_COUNTRY)) ?? (
            <Typography color="text.secondary" component="span">
              {t('profile.phonePlaceholder')}
            </Typography>
          )
        }
        canSave={phoneOk}
        onEdit={() => {
          setPhone(user.phone ? displayPhone(user.phone, DEFAULT_PHONE_COUNTRY) : '')
          reset()
        }}
        editor={
          <TextField
            size="small"
            label={t('profile.phone')}
            placeholder={t('profile.phonePlaceholder')}
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value)
              reset()
            }}
            error={!phoneOk || refused.phone}
            helperText={phoneOk && !refused.phone ? undefined : t('profile.phoneInvalid')}
            autoComplete="tel-national"
          />
        }
        onSave={() => save({ phone: phone.trim() === '' ? null : phoneNumber })}
      />
      <Row
        label={t('profile.notifications')}
        value={
          <FormControlLabel
            // What the box does, rather than the row's name again beside it.
            label={t('profile.notificationsChoice')}
            control={
              <Checkbox
                checked={user.emailNotifications}
                onChange={(event) => {
                  const on = event.target.checked
                  void save({ emailNotifications: on }, on ? 'notificationsOn' : 'notificationsOff')
                }}
              />
            }
          />
        }
      />
      <Button
        variant="outlined"
        color="error"
        sx={{ mt: 3, alignSelf: 'flex-start' }}
        onClick={() => void signOut(dispatch, { path: '/auth/login' }, config.basePath)}
      >
        {t('profile.logout')}
      </Button>
      <YourData />
    </Stack>
  )
}
