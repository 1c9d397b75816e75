import type { ParamValue, ProviderClient } from './client'
import { ProviderFailure } from './failures'

/**
 * The provider keeps places from several sources (its boards' data, user-defined areas, LiveBy,
 * public records), so an unfiltered `/locations` call can name a city or neighbourhood more
 * than once. Every places call asks for the boards' places alone with the `source` filter.
 *
 * Its spelling is ambiguous in the published contract (Repliers-io/api-docs, commit 58ceb5a):
 * the filter's enum (`docs/components.yml`, `LocationSource` and `LocationSourceFilter`) says
 * `MSL`, while the answer's list of sources present (`docs/locations.yml`, `GET /locations`
 * 200, `source`) says `MLS`. The published `MSL` is sent first; a 400 naming `source` sends the
 * other spelling, and the spelling the provider last took is sent first from then on.
 */
export const LOCATION_SOURCE_SPELLINGS = ['MSL', 'MLS'] as const
type Spelling = (typeof LOCATION_SOURCE_SPELLINGS)[number]

const accepted = new WeakMap<ProviderClient, Spelling>()

const refusesSource = (error: unknown) =>
  error instanceof ProviderFailure && error.statusCode === 400 && /\bsource\b/.test(error.message)

/** A places call with the boards' source, in the spelling the provider takes. */
export async function getPlaces<T>(
  client: ProviderClient,
  path: '/locations' | '/locations/autocomplete',
  params: Record<string, ParamValue>,
  ttlMs: number,
): Promise<T> {
  const known = accepted.get(client)
  const spellings = known
    ? [known, ...LOCATION_SOURCE_SPELLINGS.filter((spelling) => spelling !== known)]
    : LOCATION_SOURCE_SPELLINGS
  let refusal: unknown
  for (const spelling of spellings) {
    try {
      const answer = await client.get<T>(path, { ...params, source: [spelling] }, ttlMs)
      accepted.set(client, spelling)
      return answer
    } catch (error) {
      if (!refusesSource(error)) throw error
      refusal = error
    }
  }
  throw refusal
}
