import { useEffect, useRef, useState } from 'react'
import type { TerraDrawExtend } from 'terra-draw'
import type { LatLng } from '../../../lib/mapMarkers'
import type { MapDraw } from '../mapView'
import { startDrawSession, type DrawSession } from './drawSession'

/**
 * Runs a terra-draw session over a map's terra-draw adapter (made once the map exists) and keeps
 * it in step with the screen: drawing in the asked-for mode, else the drawn area with draggable
 * corners.
 */
export function useDrawSession(
  makeAdapter: (() => TerraDrawExtend.TerraDrawBaseAdapter) | null,
  draw: MapDraw,
): void {
  const onLine = useRef(draw.onLine)
  useEffect(() => {
    onLine.current = draw.onLine
  }, [draw.onLine])
  const [session, setSession] = useState<DrawSession | null>(null)

  useEffect(() => {
    if (!makeAdapter) return undefined
    const started = startDrawSession(makeAdapter(), (line: LatLng[]) => {
      onLine.current(line)
    })
    setSession(started)
    return () => {
      started.stop()
      setSession(null)
    }
  }, [makeAdapter])

  const { mode, area, attempt } = draw
  useEffect(() => {
    if (!session) return
    if (mode) session.draw(mode)
    else session.edit(area)
  }, [session, mode, area, attempt])
}
