import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Container from '@mui/material/Container'
import { skipToken } from '@reduxjs/toolkit/query'
import { useDeferredValue, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import type { Listing } from '../../lib/listing/normaliseListing'
import { config } from '../../app/config'
import { useAppDispatch } from '../../app/hooks'
import { useNamespace } from '../../app/useNamespace'
import { detailFailure } from '../../lib/listing/detailFailure'
import { detailTarget, listPathFor, type DetailTarget } from '../../lib/listing/detailRoute'
import { logger } from '../../lib/logger'
import { useGetListingQuery } from '../../services/realtyApi'
import { notify } from '../shell'
import { isPublicListing } from '../../lib/listing/publicListing'
import { listingStrings } from '../listingCard'
import { DetailSkeleton } from './DetailSkeleton'
import { ListingGone } from './ListingGone'
import { ListingDetail } from './ListingDetail'
import { detailListingArgs } from './detailData'
import { sessionIdToken } from './sessionToken'
import { detailStrings } from './strings'

/**
 * An unexpected failure's message shows, then the list page after 3 seconds. A home that no longer
 * exists is not redirected: its page offers the list itself, and the homes listed there now.
 */
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
 * /detail/{state}/{city}/{neighborhood}/{address}/{mlsNumber}/{boardId}: loading, loaded, gone
 * (no longer available), offline (kept on screen and asked again when the connection returns)
 * or error. A guest is sent to sign in for a listing whose permissions withhold its address.
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
  const args = detailListingArgs(params, token)
  // The route's loader has usually asked for it already (detailData.ts): the same arguments
  // find that request under way or answered.
  // The answer renders in a background pass that yields to the browser: a store update alone
  // would render the whole page in one task.
  const request = useGetListingQuery(args ?? skipToken)
  const { refetch } = request
  const { data, error } = useDeferredValue(request)
  const listPath = listPathFor([params.state, params.city])
  // The build renders the page with no browser: it is online there.
  const online = typeof navigator === 'undefined' || navigator.onLine
  const failure = detailFailure(target !== undefined, error, online)
  const failed = failure === 'error'
  const status = error && 'status' in error && typeof error.status === 'number' ? error.status : 0
  const waitingForConnection = failure === 'offline' && args !== undefined

  // Offline, the page keeps what it shows and asks again once the connection is back.
  useEffect(() => {
    if (!waitingForConnection) return undefined
    const retry = () => {
      void refetch()
    }
    window.addEventListener('online', retry)
    return () => {
      window.removeEventListener('online', retry)
    }
  }, [waitingForConnection, refetch])

  // Once per failure: a failed request that the route's loader made is asked again when the page
  // subscribes to it, and the second answer is a new error of the same status.
  const notifiedStatus = useRef(0)
  useEffect(() => {
    if (status < 400 || notifiedStatus.current === status) return
    notifiedStatus.current = status
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

  if (failure === 'gone') {
    return (
      <ListingGone
        segments={[params.state, params.city, params.neighborhood]}
        signedIn={token !== undefined}
      />
    )
  }

  const listing = data ?? preview
  if (!listing && failure === 'offline') {
    return (
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Alert severity="info" role="status">
          <AlertTitle>{t('offline.title')}</AlertTitle>
          {t('offline.body')}
        </Alert>
      </Container>
    )
  }
  if (!listing) return <DetailSkeleton label={t('loading')} />

  if (!token && !isPublicListing(listing)) {
    const back = `${config.basePath}${location.pathname}${location.search}`
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(back)}`} replace />
  }

  return <ListingDetail listing={listing} token={token} listPath={listPath} />
}
