import { useEffect, useRef, useState, type RefObject } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { logger } from '../../lib/logger'
import { MAP_REFRESH_DEBOUNCE_MS } from '../../lib/mapRules'
import type { QueryParams } from '../../lib/queryString'
import { selectSessionStatus } from '../auth'
import { notify } from '../shell'
import { PINS_KEEP_MS, pinsPath, readPins, type PinsResult } from './mapRequests'
import { useServiceCache } from '../../services/serviceCache'

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
  const cache = useServiceCache()
  const [data, setData] = useState<PinsResult | undefined>(undefined)
  const [status, setStatus] = useState<LoadState>('idle')
  const inFlight = useRef<AbortController | null>(null)
  const key = request === undefined ? '' : JSON.stringify(request)
  // What a search returns depends on who asks: a new viewer's pins are asked again.
  const viewer = useAppSelector(selectSessionStatus)
  const askedAs = useRef(viewer)

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
            setStatus('loaded')
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
  }, [key, cache, viewer, dispatch, viewStoppedRef])

  useEffect(
    () => () => {
      inFlight.current?.abort()
    },
    [],
  )

  return { data, status }
}
