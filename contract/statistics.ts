import { Type, type Static } from 'typebox'

/** The realty contract's statistics: what a search may ask for, and the nested answer. */

/**
 * What `statistics=` may ask for: the provider's names for an operation on a field, or a
 * grouping by month or year. A subset of the provider's list; anything else answers 400.
 */
export const STATISTICS = [
  'avg-soldPrice',
  'med-soldPrice',
  'avg-listPrice',
  'med-listPrice',
  'avg-daysOnMarket',
  'med-daysOnMarket',
  'cnt-closed',
  'grp-mth',
  'grp-yr',
] as const
export type Statistic = (typeof STATISTICS)[number]

const Figure = Type.Union([Type.Number(), Type.Null()])

/**
 * Why a sold-price figure is null for a guest: it would rest on fewer than 10 sales (the board's
 * rule, so no request can read one home's sold price from an average).
 */
export const SALES_WITHHELD_REASON = 'fewer-than-10-sales'
const Withheld = Type.Optional(Type.Literal(SALES_WITHHELD_REASON))

/** One month's or year's figures of a statistic, as the provider groups them. */
export const PeriodFigures = Type.Object({
  avg: Type.Optional(Figure),
  med: Type.Optional(Figure),
  count: Type.Integer(),
  withheld: Withheld,
})
export type PeriodFigures = Static<typeof PeriodFigures>

/** A price or days statistic: overall figures, and per period when `grp-mth`/`grp-yr` asked. */
export const FieldStatistic = Type.Object({
  avg: Type.Optional(Figure),
  med: Type.Optional(Figure),
  mth: Type.Optional(Type.Record(Type.String(), PeriodFigures)),
  yr: Type.Optional(Type.Record(Type.String(), PeriodFigures)),
  withheld: Withheld,
})
export type FieldStatistic = Static<typeof FieldStatistic>

const PeriodCount = Type.Object({ count: Type.Integer() })

/** `cnt-closed`: how many listings closed, overall and per period. */
export const CountStatistic = Type.Object({
  count: Type.Integer(),
  mth: Type.Optional(Type.Record(Type.String(), PeriodCount)),
  yr: Type.Optional(Type.Record(Type.String(), PeriodCount)),
})

/**
 * `statistics`, nested per statistic with its period groups, as the provider answers:
 * `soldPrice.avg`, `soldPrice.mth["2024-01"].avg`, `closed.mth["2024-01"].count`.
 */
export const Statistics = Type.Object({
  soldPrice: Type.Optional(FieldStatistic),
  listPrice: Type.Optional(FieldStatistic),
  daysOnMarket: Type.Optional(FieldStatistic),
  closed: Type.Optional(CountStatistic),
})
export type Statistics = Static<typeof Statistics>
