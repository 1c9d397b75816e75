import { http, HttpResponse } from 'msw'
import type { Review } from '../../contract/reviews'
import { REVIEWS } from '../../server/src/content/reviews'

export const reviewsUrl = 'http://127.0.0.1:8787/reviews'

/** The review feed answering with the given reviews (the shipped ones by default). */
export function reviewsHandler(reviews: readonly Review[] = REVIEWS) {
  return http.get(reviewsUrl, () => HttpResponse.json({ reviews }))
}
