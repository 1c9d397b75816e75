export type { Review } from '../../../../contract/reviews'

/** The summary above the cards (first spec, section 1). */
export const reviewSummary = { average: 4.9, count: '400+' } as const
