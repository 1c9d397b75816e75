import { useEffect, useRef, useState } from 'react'
import type { TerraDrawExtend } from 'terra-draw'
import type { LatLng } from '../../../lib/mapMarkers'
import type { MapDraw } from '../mapView'
import { startDrawSession, type DrawSession } from './drawSession'

/**
 * Runs a terra-draw session over a map's terra-draw adapter (made once the map exists) and keeps
 * it in step with the screen: drawing in the asked-for mode, else the drawn area with draggable
 * corners. The screen is told when a press on the map starts drawing rather than panning.
 */
export function useDrawSession(
  makeAdapter: (() => TerraDrawExtend.TerraDrawBaseAdapter) | null,
  draw: MapDraw,
): void {
  const latest = useRef({ onLine: draw.onLine, onReady: draw.onReady })
  useEffect(() => {
    latest.current = { onLine: draw.onLine, onReady: draw.onReady }
  }, [draw.onLine, draw.onReady])
  const [session, setSession] = useState<DrawSession | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (!makeAdapter) return undefined
    const started = startDrawSession(
      makeAdapter(),
      (line: LatLng[]) => {
        latest.current.onLine(line)
      },
      () => {
        setReady(true)
      },
    )
    setSession(started)
    return () => {
      started.stop()
      setSession(null)
      setReady(false)
    }
  }, [makeAdapter])

  const { mode, area, attempt } = draw
  useEffect(() => {
    if (!session) return
    if (mode) session.draw(mode)
    else session.edit(area)
  }, [session, mode, area, attempt])

  // After the effect above, so the asked-for mode is set when the screen hears it is ready.
  const shown = ready && session !== null
  useEffect(() => {
    latest.current.onReady(shown)
  }, [shown])
  useEffect(
    () => () => {
      latest.current.onReady(false)
    },
    [],
  )
}
