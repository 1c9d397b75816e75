import { useEffect, useRef, useState, type RefObject } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { logger } from '../../lib/logger'
import { MAP_REFRESH_DEBOUNCE_MS } from '../../lib/mapRules'
import type { QueryParams } from '../../lib/queryString'
import { selectSessionStatus, type SessionStatus } from '../auth'
import { notify } from '../shell'
import { PINS_KEEP_MS, pinsPath, readPins, type PinsResult } from './mapRequests'
import { useServiceCache } from '../../services/serviceCache'

/** A view stop older than this did not cause the request's change. */
const STALE_STOP_MS = 1000

/** idle, loading, loaded. */
export type LoadState = 'idle' | 'loading' | 'loaded'

/** Who the pins are asked for: a signed-in customer, or anyone else (a guest, or not known yet). */
export const viewerOf = (session: SessionStatus): 'customer' | 'guest' =>
  session === 'active' ? 'customer' : 'guest'

/**
 * The pins' state for a request: loading from the moment the request changes (a moved view's
 * pins are not the ones on the map, even during the wait before they are asked), loaded once its
 * answer or failure arrives; with no request, loaded if anything was, else idle.
 */
export function statusOf(request: string, answered: string | undefined): LoadState {
  if (request === '') return answered === undefined ? 'idle' : 'loaded'
  return answered === request ? 'loaded' : 'loading'
}

/**
 * The view's pins: asked 150 ms after the view stops moving; a newer request aborts the older
 * one. The previous pins stay on the map while the next ones load.
 *
 * `viewStoppedRef` holds when the view last stopped moving (performance.now()), set by the map
 * screen as the map reports it: the 150 ms count from then, not from when the screen has drawn
 * the new view, so rendering does not add to the wait. It is used once; any other change of the
 * request (a filter) waits the whole 150 ms.
 */
export function usePins(
  request: QueryParams | undefined,
  viewStoppedRef?: RefObject<number | null>,
): {
  readonly data: PinsResult | undefined
  readonly status: LoadState
} {
  const dispatch = useAppDispatch()
  const cache = useServiceCache()
  const [data, setData] = useState<PinsResult | undefined>(undefined)
  // The request whose answer (or failure) is on the map: any other is loading.
  const [answered, setAnswered] = useState<string | undefined>(undefined)
  const inFlight = useRef<AbortController | null>(null)
  const key = request === undefined ? '' : JSON.stringify(request)
  // What a search returns depends on who asks: a customer's pins are asked again. A session
  // still being read asks as a guest, so it settling as a guest asks nothing twice.
  const viewer = viewerOf(useAppSelector(selectSessionStatus))
  const askedAs = useRef(viewer)
  const status = statusOf(key, answered)

  useEffect(() => {
    if (key === '') return
    const stoppedAt = viewStoppedRef?.current ?? null
    if (viewStoppedRef) viewStoppedRef.current = null
    const since = stoppedAt === null ? 0 : Math.max(0, performance.now() - stoppedAt)
    // A stop long before this change (a view that did not change the request) is not its cause.
    const waited = since > STALE_STOP_MS ? 0 : since
    const timer = window.setTimeout(
      () => {
        inFlight.current?.abort()
        const call = new AbortController()
        inFlight.current = call
        const again = askedAs.current !== viewer
        askedAs.current = viewer
        cache
          .load(pinsPath(JSON.parse(key) as QueryParams), readPins, PINS_KEEP_MS, {
            signal: call.signal,
            again,
          })
          .then((pins) => {
            if (inFlight.current !== call) return
            setData(pins)
            setAnswered(key)
          })
          .catch((error: unknown) => {
            const aborted =
              typeof error === 'object' &&
              error !== null &&
              'name' in error &&
              error.name === 'AbortError'
            if (aborted || inFlight.current !== call) return
            logger.error('Failed to receive map pins.', error)
            setAnswered(key)
            dispatch(
              notify({ id: 'map-pins', message: 'notifications.pinsFailed', severity: 'error' }),
            )
          })
      },
      Math.max(0, MAP_REFRESH_DEBOUNCE_MS - waited),
    )
    return () => {
      window.clearTimeout(timer)
    }
  }, [key, cache, viewer, dispatch, viewStoppedRef])

  useEffect(
    () => () => {
      inFlight.current?.abort()
    },
    [],
  )

  return { data, status }
}
