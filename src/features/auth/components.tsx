import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Paper from '@mui/material/Paper'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../app/useNamespace'
import { authStrings } from './strings'

/** Loads the auth strings and gives their `t`. */
export function useAuthText() {
  useNamespace('auth', authStrings)
  return useTranslation('auth').t
}

export function AuthCard({
  title,
  children,
  top,
  meta,
}: {
  title: string
  children: ReactNode
  /** The screen's document title and description. */
  meta?: ReactNode
  /** Shown above the title, e.g. the back button. */
  top?: ReactNode
}) {
  return (
    <Box
      sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, md: 4 }, alignSelf: 'flex-start' }}
      >
        {meta}
        {top}
        <Typography component="h1" variant="h4" sx={{ mb: 2, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  )
}

export function MasterError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  )
}

/** A password input with its show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const t = useAuthText()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? t('password.hide') : t('password.show')}
                onClick={() => {
                  setShown(!shown)
                }}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

export interface NewPasswordFieldsProps {
  readonly labels: { readonly password: string; readonly confirm: string }
  readonly password: string
  readonly confirm: string
  readonly onPassword: (value: string) => void
  readonly onConfirm: (value: string) => void
  /** A problem with the password or its confirmation: both show on the password field. */
  readonly error: string | undefined
  readonly required?: boolean
}

/** A new password and its confirmation, as sign-up and both reset flows ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { labels, password, confirm, onPassword, onConfirm, error, required } = props
  return (
    <>
      <PasswordField
        label={labels.password}
        value={password}
        onChange={(event) => {
          onPassword(event.target.value)
        }}
        error={Boolean(error)}
        helperText={error}
        autoComplete="new-password"
        required={required}
      />
      <PasswordField
        label={labels.confirm}
        value={confirm}
        onChange={(event) => {
          onConfirm(event.target.value)
        }}
        autoComplete="new-password"
        required={required}
      />
    </>
  )
}

/** A submit button that shows a spinner and ignores presses while loading. */
export function SubmitButton({ loading, children, ...rest }: ButtonProps & { loading: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      aria-busy={loading}
      disabled={loading}
      startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  )
}
