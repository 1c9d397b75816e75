// Outlines of many corners, as a hand or a hostile client draws them.
import type { Pair } from 'polygon-clipping'

/** A small deterministic generator, so a failing shape can be drawn again. */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/** Two triangles crossing at one point. */
export const BOW_TIE: Pair[] = [
  [-79.6, 43.6],
  [-79.2, 43.9],
  [-79.2, 43.6],
  [-79.6, 43.9],
  [-79.6, 43.6],
]

/**
 * A closed ring of `corners` corners, corner `i` at `place(t)` for t = 2π(i + ½)/corners, to
 * four decimals (about 10 m), so a ring of hundreds of corners fits in a URL.
 */
export function traced(corners: number, place: (t: number) => [number, number]): Pair[] {
  const ring = Array.from(
    { length: corners },
    (_, i) =>
      place((2 * Math.PI * (i + 0.5)) / corners).map(
        (value) => Math.round(value * 1e4) / 1e4,
      ) as Pair,
  )
  return [...ring, ring[0] ?? [0, 0]]
}

/** A figure-eight over Toronto drawn by hand in 760 corners: it crosses itself once. */
export const FIGURE_EIGHT = traced(760, (t) => [
  -79.4 + 0.3 * Math.cos(t),
  43.7 + 0.15 * Math.sin(2 * t),
])
/** 760 corners scattered over Toronto, joined in turn: thousands of crossings. */
export const SCRIBBLE = (() => {
  const random = randomFrom(11)
  return traced(760, () => [-79.6 + 0.4 * random(), 43.6 + 0.3 * random()])
})()
export const CIRCLE = (corners: number) =>
  traced(corners, (t) => [-79.4 + 0.2 * Math.cos(t), 43.7 + 0.15 * Math.sin(t)])
