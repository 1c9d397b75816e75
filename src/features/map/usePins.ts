import { useEffect, useRef, useState } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { logger } from '../../lib/logger'
import { MAP_REFRESH_DEBOUNCE_MS } from '../../lib/mapRules'
import type { QueryParams } from '../../lib/queryString'
import { notify } from '../shell'
import { useLazyMapPinsQuery, type PinsResult } from './mapApi'

/** idle, loading, loaded (first spec, section 4 "Loading"). */
export type LoadState = 'idle' | 'loading' | 'loaded'

/**
 * The view's pins: asked 150 ms after the view stops moving; a newer request aborts the older
 * one. The previous pins stay on the map while the next ones load.
 */
export function usePins(request: QueryParams | undefined): {
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
    const timer = window.setTimeout(() => {
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
    }, MAP_REFRESH_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [key, trigger, dispatch])

  useEffect(
    () => () => {
      inFlight.current?.abort()
    },
    [],
  )

  return { data, status }
}
