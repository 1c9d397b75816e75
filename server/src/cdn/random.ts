import { createHash } from 'node:crypto'

/** A seeded source of choices: the same seed always draws the same picture. */
export interface Random {
  /** In [0, 1). */
  next(): number
  between(min: number, max: number): number
  /** An integer from min to max, both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
}

/**
 * Mulberry32 seeded from a SHA-256 of the text: well spread even for keys that differ in one digit
 * (W5000007 and W5000008 should not look alike), and tiny.
 */
export function seededRandom(seed: string): Random {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('Cannot pick from an empty list')
      return item
    },
  }
}
