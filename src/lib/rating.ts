/** Reviews are out of five stars. */
export const MAX_STARS = 5

const TRAILING_COUNT = /_(\d+)$/

/**
 * The star count of a review's rating string, which ends in `_N`:
 * 'google_rating_5' is 5. Anything without that ending is 0, and counts clamp to 0..5.
 */
export function starsFromRating(rating: string): number {
  const match = TRAILING_COUNT.exec(rating.trim())
  if (!match?.[1]) return 0
  return Math.min(MAX_STARS, Number.parseInt(match[1], 10))
}
