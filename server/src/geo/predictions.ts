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
  /** Found by a name people use for the place rather than its own ("Downtown Toronto"). */
  readonly alias?: true
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

/**
 * A neighbourhood under a name people use for it. The city in that name ("Downtown Toronto") is
 * context, as a city is for any place: "tor" means Toronto, not every common name that holds it.
 */
function aliasCandidate(alias: string, name: string, city: string, ref: PlaceRef): Candidate {
  const own = candidate('neighborhood', alias, `${name}, ${cityLine(city)}`, ref)
  const cityTokens = new Set(tokens(city))
  return {
    ...own,
    nameTokens: own.nameTokens.filter((token) => !cityTokens.has(token)),
    contextTokens: [...own.contextTokens, ...cityTokens],
    alias: true,
  }
}

/** How well the words match a place; a common name counts only by its words, never by a fragment. */
function candidateTier(words: readonly string[], place: Candidate): Tier | undefined {
  const tier = matchTier(words, place)
  return place.alias && tier === 3 ? undefined : tier
}

function namedPlaces(gazetteer: Gazetteer): Candidate[] {
  const provinceLine = `${PROVINCE.short}, ${COUNTRY.long}`
  return [
    ...gazetteer.cities.map(({ name }) =>
      candidate('locality', name, provinceLine, { kind: 'locality', city: name }, PROVINCE.long),
    ),
    ...gazetteer.neighbourhoods.flatMap(({ name, city, aliases }) => {
      const ref: PlaceRef = { kind: 'neighborhood', city, name }
      return [
        candidate('neighborhood', name, cityLine(city), ref),
        // The common name shows as typed, the place's own name beside it.
        ...aliases.map((alias) => aliasCandidate(alias, name, city, ref)),
      ]
    }),
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

/**
 * Best first. Among equal matches a common name leads: it is listed because people say it more
 * than the official names that also match ("Downtown Toronto" before "Downtown Whitby"), but a
 * city still comes before a neighbourhood.
 */
function rank(ranked: Ranked[], addressFirst: boolean): Ranked[] {
  const leads = ({ candidate: { type } }: Ranked) =>
    addressFirst && type === 'street_address' ? 0 : 1
  const common = ({ candidate }: Ranked) => (candidate.alias ? 0 : 1)
  return ranked.sort(
    (a, b) =>
      leads(a) - leads(b) ||
      a.tier - b.tier ||
      TYPE_ORDER[a.candidate.type] - TYPE_ORDER[b.candidate.type] ||
      common(a) - common(b) ||
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
    const tier = candidateTier(words, place)
    if (tier !== undefined) ranked.push({ candidate: place, tier })
  }
  const places = new Set<string>()
  const predictions = rank(ranked, addressFirst)
    .map(toPrediction)
    // A place found by its own name and a common one is suggested once, as best matched.
    .filter((prediction) => !places.has(prediction.place_id) && places.add(prediction.place_id))
    // A bare country is not a place to go to, so it is never a prediction.
    .filter((prediction) => prediction.description !== COUNTRY.long)
    .slice(0, MAX_PREDICTIONS)
  return { predictions, status: predictions.length > 0 ? 'OK' : 'ZERO_RESULTS' }
}
