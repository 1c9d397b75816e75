import type { ReviewsResponse } from '../../../../contract/reviews'
import { realtyApi } from '../../../services/realtyApi'

/** The client reviews the marketing pages quote, from the realty service's content. */
export const reviewsApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<ReviewsResponse, undefined>({ query: () => '/reviews' }),
  }),
})

export const { useReviewsQuery } = reviewsApi
