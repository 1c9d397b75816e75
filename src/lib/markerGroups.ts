import { compareText } from './compareText'
import { worldPixel, worldPlace } from './mapFrame'
import { clusterLabel, markerAnchor, type MapMarker } from './mapMarkers'
import type { ViewBounds } from './viewBounds'
import { MAX_ZOOM } from './mapRules'

/**
 * Markers that would be drawn on top of one another become one: price pins of homes a few
 * metres apart cannot be read or pressed apart, so they are shown as a count (pressed, it zooms
 * in) or, where no zoom would part them, as a stack that lists them.
 */

interface Box {
  readonly left: number
  readonly top: number
  readonly right: number
  readonly bottom: number
}

/** A label's width in pixels at the markers' 12 px bold type, generously. */
const labelWidth = (label: string) => label.length * 7.5
/** Space kept between two markers' boxes. */
const GAP_PX = 2
const PIN_HEIGHT = 25
const PIN_PADDING = 17
const ROUND_MIN = 34
const ROUND_PADDING = 18
/** Members this close at the deepest zoom stay one stack there. */
const STACK_SPREAD_PX = 40

/** The box a marker is drawn in, in world pixels at the zoom (markers.css). */
export function markerBox(marker: MapMarker, zoom: number): Box {
  const { x, y } = worldPixel(marker.position, zoom)
  if (markerAnchor(marker.variant) === 'bottom') {
    const half = (labelWidth(marker.label) + PIN_PADDING) / 2 + GAP_PX
    return { left: x - half, right: x + half, top: y - PIN_HEIGHT - GAP_PX, bottom: y + GAP_PX }
  }
  const half = Math.max(ROUND_MIN, labelWidth(marker.label) + ROUND_PADDING) / 2 + GAP_PX
  return { left: x - half, right: x + half, top: y - half, bottom: y + half }
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** Members as one marker: at their weighted middle, a count or a stack of their listings. */
function merged(members: readonly MapMarker[], zoom: number, language: string): MapMarker {
  const count = members.reduce((sum, member) => sum + member.count, 0)
  const latitude = members.reduce((sum, m) => sum + m.position.latitude * m.count, 0) / count
  const longitude = members.reduce((sum, m) => sum + m.position.longitude * m.count, 0) / count
  const listings = members.flatMap((member) => member.listings)
  const deepest = members.map((member) => worldPixel(member.position, MAX_ZOOM))
  const spread = Math.max(
    Math.max(...deepest.map((p) => p.x)) - Math.min(...deepest.map((p) => p.x)),
    Math.max(...deepest.map((p) => p.y)) - Math.min(...deepest.map((p) => p.y)),
  )
  const stack = listings.length === count && (zoom >= MAX_ZOOM || spread < STACK_SPREAD_PX)
  const [first] = [...members].sort((a, b) => compareText(a.key, b.key))
  return {
    key: `group:${first?.key ?? ''}:${String(count)}`,
    variant: stack ? 'stack' : 'cluster',
    position: { latitude, longitude },
    label: stack ? String(count) : clusterLabel(count, language),
    count,
    listings: stack ? listings : [],
  }
}

/** Larger counts first, then pins in a fixed order, so a pan keeps the same groups. */
const placingOrder = (a: MapMarker, b: MapMarker) => b.count - a.count || compareText(a.key, b.key)

/** One pass: each marker joins the first placed one it would touch. */
function groupOnce(
  markers: readonly MapMarker[],
  zoom: number,
  language: string,
): { markers: MapMarker[]; changed: boolean } {
  const placed: { members: MapMarker[]; marker: MapMarker; box: Box }[] = []
  let changed = false
  for (const marker of [...markers].sort(placingOrder)) {
    const box = markerBox(marker, zoom)
    const host = placed.find((candidate) => overlap(candidate.box, box))
    if (!host) {
      placed.push({ members: [marker], marker, box })
      continue
    }
    changed = true
    host.members.push(marker)
    host.marker = merged(host.members, zoom, language)
    host.box = markerBox(host.marker, zoom)
  }
  return { markers: placed.map((entry) => entry.marker), changed }
}

/** Deeper than this the map shows each home's own pin (a person picks one by one there). */
export const GROUPS_TO_ZOOM = 16

/**
 * The markers with those that would touch on screen at this zoom drawn as one, up to zoom 16
 * (where the provider's clusters and single pins meet); a round marker whose middle falls in
 * `keepOut` (the box the map's controls cover) is moved out to its nearer edge.
 */
export function groupMarkers(
  markers: readonly MapMarker[],
  zoom: number,
  language: string,
  keepOut: ViewBounds | null = null,
): MapMarker[] {
  let current = markers.map((marker) => moveOut(marker, zoom, keepOut))
  if (zoom > GROUPS_TO_ZOOM) return current
  for (let pass = 0; pass < 4; pass += 1) {
    const next = groupOnce(current, zoom, language)
    current = next.markers.map((marker) => moveOut(marker, zoom, keepOut))
    if (!next.changed) break
  }
  return current
}

/** A cluster's middle (the mean of its homes) may fall in the controls' corner: moved out of it. */
function moveOut(marker: MapMarker, zoom: number, keepOut: ViewBounds | null): MapMarker {
  if (!keepOut || markerAnchor(marker.variant) !== 'center') return marker
  const { latitude, longitude } = marker.position
  if (latitude <= keepOut.south || longitude <= keepOut.west) return marker
  const at = worldPixel(marker.position, zoom)
  const corner = worldPixel({ latitude: keepOut.south, longitude: keepOut.west }, zoom)
  // keepOut already reaches a marker's size past the controls: its edge is clear of them.
  const room = 2
  const toWest = at.x - corner.x + room
  const toSouth = corner.y - at.y + room
  const position =
    toWest < toSouth
      ? worldPlace(corner.x - room, at.y, zoom)
      : worldPlace(at.x, corner.y + room, zoom)
  return { ...marker, position }
}
