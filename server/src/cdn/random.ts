import { createHash } from 'node:crypto'
import { createRandom, type Random } from '../data/random'

/** The dataset's seeded source of choices: the same seed always draws the same picture. */
export type { Random } from '../data/random'

/**
 * The dataset's generator seeded from a SHA-256 of the text: well spread even for keys that
 * differ in one digit (W5000007 and W5000008 should not look alike).
 */
export function seededRandom(seed: string): Random {
  return createRandom(createHash('sha256').update(seed).digest().readUInt32LE(0))
}
