import {
  MAX_PREDICTIONS,
  type PlaceType,
  type Prediction,
  type PredictionsQuery,
  type PredictionsResponse,
} from '../../../contract/geo'
import type { Db } from '../db/database'
import { HttpError, badRequest } from '../httpErrors'
import { searchWords } from '../realty/listingFilters'
import { searchAddresses } from './addresses'
import { restrictedToCanada } from './country'
import { gazetteerOf, type Gazetteer } from './gazetteer'
import { matchTier, named, tokens, type Named, type Tier } from './match'
import { COUNTRY, PROVINCE, cityLine, streetLong, streetShort } from './names'
import { encodePlaceId, type PlaceRef } from './placeId'

interface Candidate extends Named {
  readonly type: PlaceType
  readonly main: string
  readonly secondary: string
  readonly ref: PlaceRef
}

interface Ranked {
  readonly candidate: Candidate
  readonly tier: Tier
}

/** Among equal matches, broader places first; addresses lead only for a street number. */
const TYPE_ORDER: Readonly<Record<PlaceType, number>> = {
  locality: 0,
  neighborhood: 1,
  route: 2,
  street_address: 3,
}

const candidate = (type: PlaceType, main: string, secondary: string, ref: PlaceRef, context = '') =>
  ({ type, main, secondary, ref, ...named(main, `${secondary} ${context}`) }) satisfies Candidate

function namedPlaces(gazetteer: Gazetteer): Candidate[] {
  const provinceLine = `${PROVINCE.short}, ${COUNTRY.long}`
  return [
    ...gazetteer.cities.map(({ name }) =>
      candidate('locality', name, provinceLine, { kind: 'locality', city: name }, PROVINCE.long),
    ),
    ...gazetteer.neighbourhoods.map(({ name, city }) =>
      candidate('neighborhood', name, cityLine(city), { kind: 'neighborhood', city, name }),
    ),
    ...gazetteer.streets.map((street) =>
      candidate('route', streetShort(street), cityLine(street.city), street, streetLong(street)),
    ),
  ]
}

/** Built once per gazetteer: a keystroke then only compares strings. */
const candidatesCache = new WeakMap<Gazetteer, Candidate[]>()

function namedCandidates(db: Db): Candidate[] {
  const gazetteer = gazetteerOf(db)
  let list = candidatesCache.get(gazetteer)
  if (!list) {
    list = namedPlaces(gazetteer)
    candidatesCache.set(gazetteer, list)
  }
  return list
}

/** Words the address index does not hold (it has "St", never "Street", "W" or the province). */
const NOT_INDEXED = new Set(
  tokens('n s e w north south east west street avenue road drive boulevard on ontario canada'),
)

/** Addresses for input that starts with a street number: "123 king" → 123 King St W. */
function addressCandidates(db: Db, words: readonly string[]): Ranked[] {
  const [number, ...rest] = words
  if (number === undefined || !/^\d/.test(number)) return []
  const terms = rest.filter((word) => !NOT_INDEXED.has(word))
  const seen = new Set<string>()
  const ranked: Ranked[] = []
  for (const row of searchAddresses(db, number, terms)) {
    const key = encodePlaceId(row.ref)
    if (seen.has(key)) continue
    seen.add(key)
    const context = [streetLong(row.ref), row.zip, row.neighbourhood].join(' ')
    const main = `${row.ref.number} ${streetShort(row.ref)}`
    const found = candidate('street_address', main, cityLine(row.ref.city), row.ref, context)
    const tier = matchTier(words, found)
    if (tier === undefined) continue
    // "12" typed: the number 12 before 120 and 1250, whose numbers only start with it.
    ranked.push({ candidate: found, tier: row.ref.number === number ? tier : 3 })
  }
  return ranked
}

function rank(ranked: Ranked[], addressFirst: boolean): Ranked[] {
  const leads = ({ candidate: { type } }: Ranked) =>
    addressFirst && type === 'street_address' ? 0 : 1
  return ranked.sort(
    (a, b) =>
      leads(a) - leads(b) ||
      a.tier - b.tier ||
      TYPE_ORDER[a.candidate.type] - TYPE_ORDER[b.candidate.type] ||
      a.candidate.main.length - b.candidate.main.length ||
      a.candidate.main.localeCompare(b.candidate.main) ||
      a.candidate.secondary.localeCompare(b.candidate.secondary),
  )
}

const toPrediction = ({ candidate: place }: Ranked): Prediction => ({
  description: `${place.main}, ${place.secondary}`,
  place_id: encodePlaceId(place.ref),
  structured_formatting: { main_text: place.main, secondary_text: place.secondary },
  types: [place.type, 'geocode'],
})

/** The realty search's words and its refusal of code, the refusal naming this parameter. */
function inputWords(input: string): string[] {
  try {
    return searchWords(input)
  } catch (error) {
    if (error instanceof HttpError)
      throw badRequest('querystring/input looks like code, not a place')
    throw error
  }
}

/**
 * GET /geo/predictions: up to 5 places in the dataset for what was typed, as Google's
 * AutocompletePrediction. Names that start with the input come before names that only hold it;
 * input that starts with a digit is a street number, so addresses lead.
 */
export function predict(db: Db, query: PredictionsQuery): PredictionsResponse {
  const words = inputWords(query.input)
  if (words.length === 0 || !restrictedToCanada(query)) {
    return { predictions: [], status: 'ZERO_RESULTS' }
  }
  const addressFirst = /^\d/.test(words[0] ?? '')
  const ranked: Ranked[] = addressCandidates(db, words)
  for (const place of namedCandidates(db)) {
    const tier = matchTier(words, place)
    if (tier !== undefined) ranked.push({ candidate: place, tier })
  }
  const predictions = rank(ranked, addressFirst)
    .map(toPrediction)
    // A bare country is not a place to go to, so it is never a prediction.
    .filter((prediction) => prediction.description !== COUNTRY.long)
    .slice(0, MAX_PREDICTIONS)
  return { predictions, status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS' }
}
