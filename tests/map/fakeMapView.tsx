import { useEffect, useRef } from 'react'
import type { MapDraw, MapViewProps } from '../../src/features/map/mapView'

/** What the screen last gave the map for drawing: a test draws by calling its onLine. */
export const fakeDraw: { current: MapDraw | null } = { current: null }

/** The screen's onViewChange as the map last got it: a test pans by calling it. */
export const fakeView: { report: MapViewProps['onViewChange'] | null } = { report: null }

/** Whether the fake drawing tools are ready as soon as drawing is asked for (as when loaded). */
export const fakeDrawTools = { readyAtOnce: true }

/**
 * A MapView adapter for jsdom (which has no layout for Leaflet): it reports the asked-for view as
 * the map would after moving there, and draws each marker as a button named as the map names it.
 */
export function FakeMapView(props: MapViewProps) {
  const { center, zoom, onViewChange } = props
  const report = useRef(onViewChange)
  useEffect(() => {
    report.current = onViewChange
    fakeView.report = onViewChange
  }, [onViewChange])
  useEffect(() => {
    const span = 0.01
    report.current({
      center,
      zoom,
      bounds: {
        north: center.latitude + span,
        south: center.latitude - span,
        east: center.longitude + span,
        west: center.longitude - span,
      },
    })
  }, [center, zoom])
  const { draw } = props
  useEffect(() => {
    fakeDraw.current = draw ?? null
  }, [draw])
  // Drawing tools that are ready at once, as the real ones are once loaded.
  const drawOn = draw !== null && draw !== undefined
  const onReady = draw?.onReady
  useEffect(() => {
    if (!drawOn || !onReady) return undefined
    if (fakeDrawTools.readyAtOnce) onReady(true)
    return () => {
      onReady(false)
    }
  }, [drawOn, onReady])
  return (
    <div
      role="region"
      aria-label={props.label}
      data-outlines={props.outlines.length}
      data-draw-mode={props.draw ? (props.draw.mode ?? 'edit') : 'off'}
      data-polygon={props.polygon ? props.polygon.path.length : 0}
      data-chosen-street={props.chosenStreet?.name}
      data-chosen-street-pieces={props.chosenStreet?.roads.length ?? 0}
    >
      {props.outlines.map((outline) => (
        <span key={outline.key} data-outline={outline.kind} />
      ))}
      {props.markers.map((marker) => (
        <button
          key={marker.key}
          type="button"
          aria-label={props.markerLabel(marker)}
          data-variant={marker.variant}
          onClick={() => {
            props.onMarkerSelect(marker)
          }}
        >
          {marker.label}
        </button>
      ))}
    </div>
  )
}
