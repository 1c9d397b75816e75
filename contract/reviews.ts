import { Type, type Static } from 'typebox'

/**
 * A client review as the review platform sends it. The body is HTML
 * written outside the brokerage: the SPA sanitizes it before showing it.
 */
export const Review = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  body: Type.String(),
  /** Ends in `_N`, N being the star count. */
  rating: Type.String(),
  platform: Type.Union([Type.Literal('Google'), Type.Literal('Facebook')]),
  /** Reviews are quoted as written, so a French page marks an English quote as English. */
  language: Type.Union([Type.Literal('en'), Type.Literal('fr')]),
  /**
   * The brokerage's own translation for visitors who read the other language (HTML, like the
   * body). A page shows it marked as translated, never as the author's words.
   */
  translation: Type.Optional(
    Type.Object({
      language: Type.Union([Type.Literal('en'), Type.Literal('fr')]),
      body: Type.String(),
    }),
  ),
})
export type Review = Static<typeof Review>

/** GET /reviews: the reviews the marketing pages quote, newest first. */
export const ReviewsResponse = Type.Object({ reviews: Type.Array(Review) })
export type ReviewsResponse = Static<typeof ReviewsResponse>
