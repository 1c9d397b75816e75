import { useEffect, useRef, useState, type RefObject } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { logger } from '../../lib/logger'
import { MAP_REFRESH_DEBOUNCE_MS } from '../../lib/mapRules'
import type { QueryParams } from '../../lib/queryString'
import { notify } from '../shell'
import { useLazyMapPinsQuery, type PinsResult } from './mapApi'

/** A view stop older than this did not cause the request's change. */
const STALE_STOP_MS = 1000

/** idle, loading, loaded. */
export type LoadState = 'idle' | 'loading' | 'loaded'

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
  const [trigger, { data }] = useLazyMapPinsQuery()
  const [status, setStatus] = useState<LoadState>('idle')
  const inFlight = useRef<{ abort: () => void } | null>(null)
  const key = request === undefined ? '' : JSON.stringify(request)

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
        setStatus('loading')
        const call = trigger(JSON.parse(key) as QueryParams, true)
        inFlight.current = call
        call
          .unwrap()
          .then(() => {
            if (inFlight.current === call) setStatus('loaded')
          })
          .catch((error: unknown) => {
            const aborted =
              typeof error === 'object' &&
              error !== null &&
              'name' in error &&
              error.name === 'AbortError'
            if (aborted || inFlight.current !== call) return
            logger.error('Failed to receive map pins.', error)
            setStatus('loaded')
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
  }, [key, trigger, dispatch, viewStoppedRef])

  useEffect(
    () => () => {
      inFlight.current?.abort()
    },
    [],
  )

  return { data, status }
}
