import { lazy, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { SavedHomeInput } from '../../../contract/customer'
import { config } from '../../app/config'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { rememberPendingSave } from '../../services/pendingSave'
import { LazyBoundary } from '../../ui/LazyBoundary'
import { selectSessionStatus } from '../auth'
import { HeartButton } from './HeartButton'

const loadCustomerHeart = () => import('./CustomerHeart')

/**
 * The customer's heart, with the customer service's API slice, loads for a signed-in visitor
 * only: a guest's pages (and their many cards) neither fetch nor evaluate it.
 */
const CustomerHeart = lazy(loadCustomerHeart)

/**
 * True once the customer's heart has loaded and joined the store (`customerHeartLoaded`): it
 * renders only then.
 */
function useCustomerHeartReady(active: boolean): boolean {
  const dispatch = useAppDispatch()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!active || ready) return undefined
    let current = true
    loadCustomerHeart().then(
      (module) => {
        dispatch(module.customerHeartLoaded())
        if (current) setReady(true)
      },
      () => {
        // Its code could not be fetched (offline): the heart stays drawn, and disabled.
      },
    )
    return () => {
      current = false
    }
  }, [active, ready, dispatch])
  return ready
}

/** A guest's heart: remembers the home and opens login, which saves it once signed in. */
function GuestHeart({
  home,
  waiting,
}: {
  readonly home: SavedHomeInput
  readonly waiting: boolean
}) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return (
    <HeartButton
      address={home.address}
      saved={false}
      // Until the session is known, a press could be a customer's or a guest's.
      disabled={waiting}
      onClick={() => {
        rememberPendingSave(home)
        const back = encodeURIComponent(`${config.basePath}${pathname}${search}`)
        void navigate(`/auth/login?redirect=${back}`)
      }}
    />
  )
}

/** The heart on a listing: saves the home for a customer; a guest signs in first. */
export function SaveHomeButton({ home }: { readonly home: SavedHomeInput }) {
  const status = useAppSelector(selectSessionStatus)
  const ready = useCustomerHeartReady(status === 'active')
  if (status !== 'active') return <GuestHeart home={home} waiting={status === 'unknown'} />
  const loading = (
    <HeartButton address={home.address} saved={false} disabled onClick={() => undefined} />
  )
  if (!ready) return loading
  return (
    <LazyBoundary fallback={loading}>
      <CustomerHeart home={home} />
    </LazyBoundary>
  )
}
