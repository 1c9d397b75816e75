export type { Review } from '../../../../contract/reviews'

/** The summary above the cards: the average and the number of reviews it is at least drawn from. */
export const reviewSummary = { average: 4.9, atLeast: 400 } as const
