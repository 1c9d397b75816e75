import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '../../../contract/errors'
import {
  GeocodeQuery,
  GeocodeResponse,
  LakeQuery,
  LakeResponse,
  PredictionsQuery,
  PredictionsResponse,
  RoadsNotModified,
  RoadsQuery,
  RoadsResponse,
} from '../../../contract/geo'
import { etagOf, matchesEtag } from '../cdn/etag'
import { LAKE_ONTARIO_OUTLINE } from '../data/geography/lakeOntario'
import { geocode } from './geocode'
import { predict } from './predictions'
import { RoadsCache } from './roadsCache'
import { roadsForView } from './roads'

/**
 * The keyless stand-in for Google's Places Autocomplete and Geocoding
 * ("a maps service for autocomplete, geocoding and reverse geocoding"), over the dataset's own
 * cities, neighbourhoods, streets and listing addresses, in Google's response shapes.
 */
export const geoRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  // Per app: each one has its own database (tests start several).
  const roadsCache = new RoadsCache()
  app.get(
    '/geo/predictions',
    {
      schema: {
        summary:
          'Up to 5 places in Canada for what was typed (Google AutocompletePrediction shape)',
        tags: ['geo'],
        querystring: PredictionsQuery,
        response: { 200: PredictionsResponse, 400: ErrorBody },
      },
    },
    (request) => predict(app.db, request.query),
  )

  app.get(
    '/geo/geocode',
    {
      schema: {
        summary: 'A place by place_id, or the address and areas at latlng (Google Geocoding shape)',
        tags: ['geo'],
        querystring: GeocodeQuery,
        response: { 200: GeocodeResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => geocode(app.db, request.query),
  )

  app.get(
    '/geo/lake',
    {
      schema: {
        summary: "Lake Ontario's shoreline as GeoJSON, for the keyless map's base layer",
        tags: ['geo'],
        querystring: LakeQuery,
        response: { 200: LakeResponse, 400: ErrorBody },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400')
      return LAKE
    },
  )

  app.get(
    '/geo/roads',
    {
      schema: {
        summary:
          'Roads (highways from zoom 9, arterials from 11, streets from 14) and place names in a view',
        description:
          'Same view and zoom, same bytes while the dataset stays: revalidate with If-None-Match.',
        tags: ['geo'],
        querystring: RoadsQuery,
        response: { 200: RoadsResponse, 304: RoadsNotModified, 400: ErrorBody },
      },
    },
    (request, reply) => {
      const { body, etag } = roadsCache.get(request.query, () => {
        const text = JSON.stringify(roadsForView(app.db, request.query))
        return { body: text, etag: etagOf(text) }
      })
      void reply.headers({ 'cache-control': ROADS_CACHE, etag })
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        void reply.code(304).send(null)
        return
      }
      // Serialized once above for the ETag: Fastify sends a JSON string as it is.
      void reply.type('application/json; charset=utf-8').send(body as unknown as RoadsResponse)
    },
  )

  done()
}

/** A regenerated dataset changes the streets: browsers keep a view an hour, then revalidate. */
const ROADS_CACHE = 'public, max-age=3600'

const first = LAKE_ONTARIO_OUTLINE[0]
const LAKE: LakeResponse = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Lake Ontario' },
      geometry: {
        type: 'Polygon',
        // GeoJSON closes a ring by repeating its first position.
        coordinates: [
          [...LAKE_ONTARIO_OUTLINE, ...(first ? [first] : [])].map(
            ([longitude, latitude]): [number, number] => [longitude, latitude],
          ),
        ],
      },
    },
  ],
}
