/** A small seeded generator (mulberry32), so a failing question can be asked again. */
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Now and then none (undefined), else some of `values`, at least one. */
export function someOf<T>(next: () => number, values: readonly T[]): T[] | undefined {
  if (next() < 0.4) return undefined
  const chosen = values.filter(() => next() < 0.4)
  return chosen.length > 0 ? chosen : [values[Math.floor(next() * values.length)] as T]
}

/** `count` questions made by `question` from one seeded generator. */
export function seededQuestions<T>(
  seed: number,
  count: number,
  question: (next: () => number) => T,
): T[] {
  const next = random(seed)
  return Array.from({ length: count }, () => question(next))
}
