import Alert from '@mui/material/Alert'
import Container from '@mui/material/Container'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { config } from '../../app/config'
import { useAppDispatch } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { detailTarget, listPathFor, type DetailTarget } from '../../lib/listing/detailRoute'
import { normaliseListing, type Listing } from '../../lib/listing/normaliseListing'
import { logger } from '../../lib/logger'
import { realtyApi, useGetListingQuery } from '../../services/realtyApi'
import { notify } from '../shell'
import { isPublicListing, listingStrings } from '../listing'
import { DetailSkeleton } from './DetailSkeleton'
import { ListingDetail } from './ListingDetail'
import { sessionIdToken } from './sessionToken'
import { takeShellListing } from './shellListing'
import { detailStrings } from './strings'

/** The error message shows, then the list page after 3 seconds. */
export const ERROR_REDIRECT_MS = 3000

/** What a card or the map overlay hands over so the page can show the home at once. */
export interface DetailLocationState {
  readonly listing?: Listing
}

function preloaded(state: unknown, target: DetailTarget | undefined): Listing | undefined {
  const listing = (state as DetailLocationState | null)?.listing
  if (!listing || !target) return undefined
  return listing.mlsNumber === target.mlsNumber && listing.boardId === target.boardId
    ? listing
    : undefined
}

/**
 * /detail/{state}/{city}/{neighborhood}/{address}/{mlsNumber}/{boardId}: loading, loaded or
 * error. A guest is sent to sign in for a listing whose
 * permissions withhold its address.
 */
export function DetailPage() {
  useNamespace('detail', detailStrings)
  // The summary's status badge and the address fallback are the listing feature's strings.
  useNamespace('listing', listingStrings)
  const { t } = useTranslation('detail')
  const params = useParams()
  const location = useLocation()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const target = detailTarget(params.mlsNumber, params.boardId)
  const token = useMemo(() => sessionIdToken(), [])
  const preview = preloaded(location.state, target)
  const args = target ? { ...target, token } : { mlsNumber: '', boardId: 0 }
  // A guest's first page: index.html has already asked for the listing. Its answer goes into the
  // query cache, so the page asks the service only if that request failed.
  const [shell, setShell] = useState(() => takeShellListing(target, token))
  useEffect(() => {
    if (!shell) return undefined
    let live = true
    // The store's dispatch type does not carry RTK Query's thunks (its middleware joins lazily).
    const dispatchThunk = dispatch as unknown as (action: unknown) => Promise<unknown>
    void shell.done.then(async (listing) => {
      // The shell asked the service itself, so its answer is read through the normalising layer here.
      if (listing) {
        await dispatchThunk(
          realtyApi.util.upsertQueryData('getListing', args, normaliseListing(listing)),
        )
      }
      if (live) setShell(undefined)
    })
    return () => {
      live = false
    }
    // The hand-over happens once, for the page's first listing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shell])
  const { data, error, isError } = useGetListingQuery(args, {
    skip: !target || shell !== undefined,
  })
  const listPath = listPathFor([params.state, params.city])
  const failed = !target || isError
  const status = error && 'status' in error && typeof error.status === 'number' ? error.status : 0

  useEffect(() => {
    if (status < 400) return
    logger.error('Error fetching listing.', error)
    dispatch(notify({ message: 'notifications.listingNotFound', severity: 'error' }))
  }, [status, error, dispatch])

  useEffect(() => {
    if (!failed) return undefined
    const timer = window.setTimeout(() => {
      void navigate(listPath, { replace: true })
    }, ERROR_REDIRECT_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [failed, listPath, navigate])

  if (failed) {
    return (
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Alert severity="error" role="alert">
          {t('error')}
        </Alert>
      </Container>
    )
  }

  const listing = data ?? (shell?.data && normaliseListing(shell.data)) ?? preview
  if (!listing) return <DetailSkeleton label={t('loading')} />

  if (!token && !isPublicListing(listing)) {
    const back = `${config.basePath}${location.pathname}${location.search}`
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(back)}`} replace />
  }

  return <ListingDetail listing={listing} token={token} listPath={listPath} />
}
