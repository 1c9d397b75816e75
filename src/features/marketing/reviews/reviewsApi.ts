import type { Review, ReviewsResponse } from '../../../../contract/reviews'
import { realtyApi } from '../../../services/realtyApi'
import type { SafeHtml } from '../sanitizeHtml'

/** A review as the cards show it: its body (and its translation's) already sanitized. */
export interface ShownReview extends Omit<Review, 'body' | 'translation'> {
  readonly body: SafeHtml
  readonly translation?: { readonly language: Review['language']; readonly body: SafeHtml }
}

/** The client reviews the marketing pages quote, from the realty service's content. */
export const reviewsApi = realtyApi.injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<{ readonly reviews: readonly ShownReview[] }, undefined>({
      query: () => '/reviews',
      // The bodies are sanitized as they arrive, and DOMPurify (whose set-up is a long task on a
      // phone) loads with them rather than with every marketing page. If it cannot load, the
      // query fails and the section says so.
      transformResponse: async (response: ReviewsResponse) => {
        const { sanitizeReviewHtml } = await import('../sanitizeHtml')
        return {
          reviews: response.reviews.map(({ translation, ...review }) => ({
            ...review,
            body: sanitizeReviewHtml(review.body),
            ...(translation
              ? {
                  translation: {
                    language: translation.language,
                    body: sanitizeReviewHtml(translation.body),
                  },
                }
              : {}),
          })),
        }
      },
    }),
  }),
})

export const { useReviewsQuery } = reviewsApi
