export type { Review } from '../../../../contract/reviews'

/** The summary above the cards. */
export const reviewSummary = { average: 4.9, count: '400+' } as const
