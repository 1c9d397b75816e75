import { Type, type Static } from 'typebox'

/**
 * The embedded market's feed, driven by hand on the local service (loopback only): tests and
 * demos apply the next events at once instead of waiting for the clock.
 */
export const FEED_EVENT_KINDS = [
  'new',
  'priceChange',
  'conditionalSale',
  'firmSale',
  'lease',
  'termination',
  'expiry',
  'backOnMarket',
] as const

export const FEED_TICK_MAX_EVENTS = 100

export const FeedTickBody = Type.Object(
  {
    events: Type.Optional(Type.Integer({ minimum: 1, maximum: FEED_TICK_MAX_EVENTS, default: 1 })),
    kind: Type.Optional(Type.Enum(FEED_EVENT_KINDS)),
    city: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
  },
  { additionalProperties: false },
)
export type FeedTickBody = Static<typeof FeedTickBody>

export const FeedTickResponse = Type.Object({
  events: Type.Array(
    Type.Object({
      number: Type.Integer(),
      kind: Type.Enum(FEED_EVENT_KINDS),
      /** Absent when no listing qualified for the event (for example no sale to fall through). */
      listing: Type.Optional(
        Type.Object({
          mlsNumber: Type.String(),
          boardId: Type.Integer(),
          type: Type.String(),
          class: Type.String(),
          status: Type.String(),
          lastStatus: Type.String(),
          listPrice: Type.Number(),
          city: Type.String(),
          propertyType: Type.String(),
          updatedOn: Type.String(),
        }),
      ),
    }),
  ),
})
export type FeedTickResponse = Static<typeof FeedTickResponse>
