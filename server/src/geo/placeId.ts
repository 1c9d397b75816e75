import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import { badRequest } from '../httpErrors'

const Name = Type.String({ minLength: 1, maxLength: 80 })
const Part = Type.String({ maxLength: 20 })

const Street = {
  city: Name,
  name: Name,
  suffix: Part,
  direction: Part,
}

/** What a place id stands for: enough to find the place again, nothing the client must read. */
export const PlaceRef = Type.Union([
  Type.Object({ kind: Type.Literal('locality'), city: Name }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('neighborhood'), city: Name, name: Name },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('route'), ...Street }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('street_address'),
      ...Street,
      number: Type.String({ minLength: 1, maxLength: 12 }),
    },
    { additionalProperties: false },
  ),
])
export type PlaceRef = Static<typeof PlaceRef>
export type StreetRef = Extract<PlaceRef, { kind: 'route' }>
export type AddressRef = Extract<PlaceRef, { kind: 'street_address' }>

/** Our ids are told apart from Google's ("ChIJ…") at a glance, should both reach a log. */
const PREFIX = 'hw:'

/**
 * An opaque, stable id: the same place always encodes the same way because every caller builds
 * the reference with its keys in the schema's order.
 */
export function encodePlaceId(ref: PlaceRef): string {
  return PREFIX + Buffer.from(JSON.stringify(ref)).toString('base64url')
}

const notOurs = () => badRequest('querystring/place_id is not a place id this service issued')

/** The reference inside a place id; anything this service did not issue is a 400. */
export function decodePlaceId(placeId: string): PlaceRef {
  if (!placeId.startsWith(PREFIX)) throw notOurs()
  const payload = placeId.slice(PREFIX.length)
  // Node's decoder skips characters outside the alphabet; an id with any is not one of ours.
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) throw notOurs()
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    throw notOurs()
  }
  if (!Value.Check(PlaceRef, parsed)) throw notOurs()
  return parsed
}

/** A street reference with its keys in the order `encodePlaceId` relies on. */
export function streetRef(
  city: string,
  name: string,
  suffix: string,
  direction: string,
): StreetRef {
  return { kind: 'route', city, name, suffix, direction }
}

export function addressRef(street: StreetRef, number: string): AddressRef {
  const { city, name, suffix, direction } = street
  return { kind: 'street_address', city, name, suffix, direction, number }
}
