import type { Pair } from 'polygon-clipping'

/** Squared distance from `point` to the segment from `a` to `b`, longitude scaled by `xScale`. */
function squaredDistanceToSegment(point: Pair, a: Pair, b: Pair, xScale: number): number {
  const px = (point[0] - a[0]) * xScale
  const py = point[1] - a[1]
  const dx = (b[0] - a[0]) * xScale
  const dy = b[1] - a[1]
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length))
  const ex = px - t * dx
  const ey = py - t * dy
  return ex * ex + ey * ey
}

/**
 * A closed ring (last position repeats the first) reduced to at most `keep` corners, the ones
 * that shape it most: each corner is ranked by how far it stands from the outline drawn without
 * it (Douglas–Peucker's order, a corner never ranked above the one whose split found it), and
 * the highest ranked are kept in their order. A ring of `keep` corners or fewer is returned as is.
 */
export function simplifyRing(ring: readonly Pair[], keep: number): Pair[] {
  const corners = ring.slice(0, -1)
  const count = corners.length
  if (count <= keep) return [...ring]
  const first = corners[0] ?? [0, 0]
  // A degree of longitude is shorter than one of latitude away from the equator.
  const xScale = Math.cos((first[1] * Math.PI) / 180)
  const rank = new Float64Array(count)
  // The two anchors: the first corner and the one farthest from it.
  let far = 1
  for (let at = 2; at < count; at += 1) {
    const here = corners[at] ?? first
    const best = corners[far] ?? first
    if (
      squaredDistanceToSegment(here, first, first, xScale) >
      squaredDistanceToSegment(best, first, first, xScale)
    )
      far = at
  }
  rank[0] = Infinity
  rank[far] = Infinity
  // Spans of the ring between two ranked corners, the index `count` standing for corner 0 again.
  const spans: [number, number, number][] = [
    [0, far, Infinity],
    [far, count, Infinity],
  ]
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [from, to, cap] = span
    if (to - from < 2) continue
    const a = corners[from] ?? first
    const b = corners[to % count] ?? first
    let farthest = from + 1
    let most = -1
    for (let at = from + 1; at < to; at += 1) {
      const distance = squaredDistanceToSegment(corners[at] ?? first, a, b, xScale)
      if (distance > most) {
        most = distance
        farthest = at
      }
    }
    const ranked = Math.min(most, cap)
    rank[farthest] = ranked
    spans.push([from, farthest, ranked], [farthest, to, ranked])
  }
  const kept = new Set(
    Array.from(corners.keys())
      .sort((a, b) => (rank[b] ?? 0) - (rank[a] ?? 0))
      .slice(0, Math.max(3, keep)),
  )
  const simplified = corners.filter((_, at) => kept.has(at))
  simplified.push(simplified[0] ?? first)
  return simplified
}

/** Which side of the line through `a` and `b` the point `c` lies: +1, -1, or 0 on it. */
function side(a: Pair, b: Pair, c: Pair): number {
  return Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
}

/** Two segments cross where each one's ends lie strictly on both sides of the other. */
function segmentsCross(a: Pair, b: Pair, c: Pair, d: Pair): boolean {
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
}

/**
 * How many times the rings' edges cross one another (within a ring or between rings), counted
 * up to `limit + 1` and no further: the caller only needs to know whether the limit is passed.
 * Edges that merely touch or overlap are not counted. Every pair of edges is compared, so the
 * rings are expected to be few corners (a simplified outline).
 */
export function countCrossings(rings: readonly (readonly Pair[])[], limit: number): number {
  const edges: [Pair, Pair][] = []
  for (const ring of rings) {
    for (let at = 1; at < ring.length; at += 1) {
      const from = ring[at - 1]
      const to = ring[at]
      if (from && to) edges.push([from, to])
    }
  }
  let crossings = 0
  for (let i = 0; i < edges.length; i += 1) {
    const [a, b] = edges[i] ?? []
    if (!a || !b) continue
    for (let j = i + 1; j < edges.length; j += 1) {
      const [c, d] = edges[j] ?? []
      if (c && d && segmentsCross(a, b, c, d)) {
        crossings += 1
        if (crossings > limit) return crossings
      }
    }
  }
  return crossings
}
