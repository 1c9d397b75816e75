import { setTimeout as delay } from 'node:timers/promises'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyError } from 'fastify'
import { Type } from 'typebox'
import type { Db } from '../src/db/database'
import { markListings } from './listingMarks'
import { FakeProviderError } from './errors'
import { providerAutocomplete, providerLocations } from './locations'
import {
  ProviderAutocompleteQuery,
  ProviderHistoryQuery,
  ProviderListingQuery,
  ProviderLocationsQuery,
  ProviderSearchQuery,
  ProviderSimilarQuery,
} from './query'
import { readListing } from './records'
import { providerHistory, providerSimilar } from './related'
import { providerSearch } from './search'
import { toProviderListing, type ResponseVersion } from './shape'

/** The header every provider call must carry (its OpenAPI security scheme). */
export const PROVIDER_KEY_HEADER = 'repliers-api-key'

/** What a test may change while the fake runs. */
export interface FakeProviderSettings {
  apiKey: string
  /** Added before every answer, as the network and the provider's own work would. */
  latencyMs: number
  /** Which listing response version to answer with. */
  version: ResponseVersion
  /** The next `times` calls answer `status` (429 with a Retry-After of 1 s, or any 5xx). */
  fail: { status: number; times: number }
  /** MLS numbers sent with `displayInternetEntireListing: 'N'` (back office only). */
  backOfficeOnly: string[]
  /** MLS numbers whose lot is sent measured in metres. */
  lotsInMetres: string[]
  /** How the `source` filter spells the boards' places (see locations.ts): published `MSL`. */
  locationSourceFilter: 'MSL' | 'MLS'
}

export const DEFAULT_FAKE_SETTINGS: Readonly<FakeProviderSettings> = {
  apiKey: 'fake-provider-key',
  latencyMs: 50,
  version: 2,
  fail: { status: 429, times: 0 },
  backOfficeOnly: [],
  lotsInMetres: [],
  locationSourceFilter: 'MSL',
}

const SettingsBody = Type.Object(
  {
    latencyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
    version: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
    fail: Type.Optional(
      Type.Object({
        status: Type.Integer({ minimum: 400, maximum: 599 }),
        times: Type.Integer({ minimum: 0, maximum: 1000 }),
      }),
    ),
    backOfficeOnly: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 100 })),
    lotsInMetres: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 100 })),
    locationSourceFilter: Type.Optional(Type.Union([Type.Literal('MSL'), Type.Literal('MLS')])),
  },
  { additionalProperties: false },
)

const MlsParams = Type.Object({ mlsNumber: Type.String({ minLength: 1, maxLength: 20 }) })

/**
 * A stand-in for the listing provider, written from its published types and OpenAPI examples,
 * serving the generated dataset in the provider's shapes. `settings` stays live: a test changes
 * the latency, the response version or the next failures by assigning to it (or over HTTP with
 * `POST /__fake/settings`).
 */
export function buildFakeProvider(db: Db, settings: FakeProviderSettings) {
  const app = Fastify({
    logger: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[PROVIDER_KEY_HEADER] !== settings.apiKey) {
      return reply.status(401).send([[{ msg: 'Invalid or missing API key' }]])
    }
    if (settings.latencyMs > 0) await delay(settings.latencyMs)
    if (settings.fail.times > 0 && !request.url.startsWith('/__fake/')) {
      settings.fail.times -= 1
      if (settings.fail.status === 429) reply.header('retry-after', '1')
      return reply.status(settings.fail.status).send([[{ msg: 'Injected failure' }]])
    }
    return undefined
  })

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof FakeProviderError) return reply.status(error.statusCode).send(error.body)
    if (error.validation) {
      const first = error.validation[0]
      const param = first?.instancePath.replace(/^\//, '').split('/')[0] ?? ''
      const missing = (first?.params as { requiredProperty?: string } | undefined)?.requiredProperty
      return reply
        .status(400)
        .send([[{ param: missing ?? param, msg: first?.message ?? 'invalid value' }]])
    }
    return reply.status(500).send([[{ msg: 'Internal Server Error' }]])
  })
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.url.startsWith('/__fake/')) markListings(payload, settings)
    return payload
  })
  app.setNotFoundHandler((_request, reply) => reply.status(404).send([[{ msg: 'Not found' }]]))

  const search = {
    schema: { querystring: ProviderSearchQuery },
  }
  const answerSearch = (query: ProviderSearchQuery) =>
    providerSearch(db, query, settings.version, settings.backOfficeOnly)
  app.get('/listings', search, (request) => answerSearch(request.query))
  // The OpenAPI document describes the search as POST with the same query parameters, and the
  // map area (its `map`, the same text) in the JSON body when it is too large for the URL.
  app.post('/listings', search, (request) => {
    const { map } = (request.body ?? {}) as { map?: unknown }
    const fromBody = typeof map === 'string' ? { map } : {}
    return answerSearch({ ...request.query, ...fromBody })
  })

  app.get('/listings/history', { schema: { querystring: ProviderHistoryQuery } }, (request) =>
    providerHistory(db, request.query, settings.version),
  )

  app.get(
    '/listings/:mlsNumber',
    { schema: { params: MlsParams, querystring: ProviderListingQuery } },
    (request) => {
      const { mlsNumber } = request.params
      const listing = readListing(db, mlsNumber, request.query.boardId)
      if (!listing) throw new FakeProviderError(404, 'mlsNumber', `Listing ${mlsNumber} not found`)
      // The fake keeps no raw board fields: `fields=raw` answers the listing as it is.
      return toProviderListing(listing, settings.version)
    },
  )

  app.get(
    '/listings/:mlsNumber/similar',
    { schema: { params: MlsParams, querystring: ProviderSimilarQuery } },
    (request) => {
      const { mlsNumber } = request.params
      const listing = readListing(db, mlsNumber, request.query.boardId?.[0])
      if (!listing) throw new FakeProviderError(404, 'mlsNumber', `Listing ${mlsNumber} not found`)
      return providerSimilar(db, listing, request.query, settings.version)
    },
  )

  app.get('/locations', { schema: { querystring: ProviderLocationsQuery } }, (request) =>
    providerLocations(db, request.query, settings.locationSourceFilter),
  )
  app.get(
    '/locations/autocomplete',
    { schema: { querystring: ProviderAutocompleteQuery } },
    (request) => providerAutocomplete(db, request.query, settings.locationSourceFilter),
  )

  app.post('/__fake/settings', { schema: { body: SettingsBody } }, (request) => {
    Object.assign(settings, request.body)
    return { latencyMs: settings.latencyMs, version: settings.version, fail: settings.fail }
  })

  return app
}

export type FakeProvider = ReturnType<typeof buildFakeProvider>
