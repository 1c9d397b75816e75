import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined'
import Button from '@mui/material/Button'
import { lazy, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { config } from '../../app/config'
import { useAppSelector } from '../../app/hooks'
import { LazyBoundary } from '../../ui/LazyBoundary'
import { selectSessionStatus } from '../auth'
import { useProfileText } from './strings'

const SaveSearchDialog = lazy(async () => ({
  default: (await import('./SaveSearchDialog')).SaveSearchDialog,
}))

/**
 * Keeps the current search (its path and query: place and filters; and a drawn polygon when
 * there is one) under a name. A guest is sent to sign in first.
 */
export function SaveSearchButton({
  polygon = null,
  place,
}: {
  readonly polygon?: [number, number][] | null
  /** The place searched, for the name the dialog suggests. */
  readonly place?: string | undefined
}) {
  const t = useProfileText()
  const status = useAppSelector(selectSessionStatus)
  const signedIn = status === 'active'
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const [saved, setSaved] = useState(false)

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
          setSaved(false)
          setOpened(true)
          setOpen(true)
        }}
      >
        {saved ? t('profile.saved') : t('profile.saveSearch')}
      </Button>
      {/* Mounted on the first press; kept afterwards so it can animate closed. If its code
          cannot be fetched, nothing opens and the screen stays as it was. */}
      {opened && (
        <LazyBoundary fallback={null}>
          <SaveSearchDialog
            open={open}
            path={`${pathname}${search}`}
            polygon={polygon}
            place={place}
            onSaved={() => {
              setSaved(true)
              setOpen(false)
            }}
            onClose={() => {
              setOpen(false)
            }}
          />
        </LazyBoundary>
      )}
    </>
  )
}
