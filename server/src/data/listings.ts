import { BOARD_86_NOTICE } from './boards'
import { HOME_TYPES } from './homeTypes'
import { DAY, isoDay, plannedEvents, type ListingEvent } from './events'
import type { LastStatus, ListingRecord, ListingType } from './listingRecord'
import { askingPrice, askingRent, leaseIndex, saleIndex, soldRatio } from './prices'
import { BuildingPool, createProperty, type Property } from './properties'
import { createRandom, type Random } from './random'
import { StreetPlan } from './streetPlan'
import { description, extras, rooms } from './text'

export interface GenerateOptions {
  readonly seed: number
  readonly count: number
  /** The dataset's "today": active listings are recent to it, history reaches 7 years back. */
  readonly today: string
}

export const DEFAULT_SEED = 20_261_122
export const DATASET_TODAY = '2026-11-15'

const BROKERAGES = [
  'Homewise Realty Inc., Brokerage',
  'Lakeshore Signature Realty, Brokerage',
  'Maple Leaf Homes Realty Ltd., Brokerage',
  'Harbourfront Properties Inc., Brokerage',
  'Don Valley Realty Group, Brokerage',
  'Trillium Realty Partners, Brokerage',
  'Escarpment Realty Ltd., Brokerage',
  'Kingsway Real Estate Inc., Brokerage',
]

const CLOSED_WITH_PRICE = new Set<LastStatus>(['Sld', 'Sc', 'Sce', 'Lsd', 'Lc'])

const isoTime = (time: number) => new Date(time).toISOString()

/** MLS numbers carry the board's district letter, as TRREB's do: C central, W west, E east, N north. */
function district(property: Property): string {
  const { area } = property.place.city
  const [lng] = property.place.position
  if (area === 'Toronto') return lng < -79.43 ? 'W' : lng > -79.33 ? 'E' : 'C'
  if (area === 'York') return 'N'
  return area === 'Durham' ? 'E' : 'W'
}

function priceFor(random: Random, property: Property, type: ListingType, date: string): number {
  const spec = HOME_TYPES[property.homeType]
  const { city, neighbourhood } = property.place
  if (type === 'Lease') {
    const bedrooms = property.homeType === 'Condo Apt' ? 0.75 + 0.3 * property.beds : 1
    const raw =
      (spec.baseRent ?? 3000) *
      bedrooms *
      city.priceFactor ** 0.6 *
      neighbourhood.premium ** 0.5 *
      Math.exp(random.normal(0, 0.08)) *
      leaseIndex(date)
    return askingRent(raw)
  }
  const size = spec.typicalSqft > 0 ? (property.sqftMid / spec.typicalSqft) ** 0.6 : 1
  const raw =
    spec.basePrice *
    city.priceFactor *
    neighbourhood.premium *
    size *
    Math.exp(random.normal(0, 0.12)) *
    saleIndex(date)
  return askingPrice(raw, random)
}

/**
 * A listing's details, drawn from its home. The random draws happen in the order the record's
 * fields are written, so a seed gives the same dataset.
 */
function detailsFor(
  random: Random,
  property: Property,
  mlsNumber: string,
): ListingRecord['details'] {
  const { city, neighbourhood } = property.place
  return {
    propertyType: property.propertyType,
    style: property.style,
    yearBuilt: property.yearBuilt === null ? null : String(property.yearBuilt),
    garage:
      property.garageSpaces > 0
        ? random.pick(['Attached', 'Built-In', 'Detached', 'Underground'])
        : null,
    numBedrooms: property.beds,
    numBedroomsPlus: property.bedsPlus,
    numBathrooms: property.baths,
    numBathroomsPlus: 0,
    numGarageSpaces: property.garageSpaces,
    numParkingSpaces: property.parkingSpaces,
    sqft: property.sqft,
    description: description(random, property.homeType, neighbourhood.name, city.name),
    extras: extras(random, property.homeType),
    virtualTourUrl: random.chance(0.3) ? `https://tours.homewise.ca/${mlsNumber}` : null,
    moreInformationLink: random.chance(0.1) ? `https://www.homewise.ca/listing/${mlsNumber}` : null,
    heating:
      property.homeType === 'Vacant Land'
        ? 'None'
        : random.pick(['Forced Air', 'Radiant', 'Heat Pump', 'Baseboard']),
    airConditioning: random.pick(['Central Air', 'None', 'Wall Unit']),
    basement1:
      property.homeType === 'Detached' || property.homeType === 'Semi-Detached'
        ? random.pick(['Finished', 'Unfinished', 'Apartment', 'Sep Entrance'])
        : null,
  }
}

function toRecord(
  random: Random,
  property: Property,
  event: ListingEvent,
  mlsNumber: string,
  today: number,
): ListingRecord {
  const listDate = isoDay(event.listTime)
  const lease = event.type === 'Lease'
  const originalPrice = priceFor(random, property, event.type, listDate)
  const active = event.closeTime === undefined
  const priceChanged = active ? random.chance(0.35) : random.chance(0.2)
  const listPrice = priceChanged
    ? lease
      ? askingRent(originalPrice * random.range(0.92, 0.97))
      : askingPrice(originalPrice * random.range(0.92, 0.97), random)
    : originalPrice
  const closeTime = event.closeTime ?? today
  const closedWithPrice = event.outcome !== undefined && CLOSED_WITH_PRICE.has(event.outcome)
  const soldPrice = closedWithPrice
    ? lease
      ? askingRent(listPrice * soldRatio(random, listDate, true))
      : Math.round((listPrice * soldRatio(random, listDate, false)) / 1000) * 1000
    : null
  const lastStatus: LastStatus = event.outcome ?? (priceChanged ? 'Pc' : 'New')
  // A price change comes a few weeks in; a closed listing was last touched when it closed.
  const updatedTime = active
    ? priceChanged
      ? Math.min(today, event.listTime + random.int(3, 30) * DAY)
      : event.listTime
    : closeTime
  const { boardId } = property
  const spec = HOME_TYPES[property.homeType]
  const { city, neighbourhood, position } = property.place
  const imageCount = property.homeType === 'Vacant Land' ? random.int(3, 6) : random.int(8, 28)
  const assessed = lease ? originalPrice * 250 : originalPrice
  const street = property.address.street
  const imperial = boardId === 86 || boardId === 35

  return {
    mlsNumber,
    boardId,
    class: spec.class,
    type: event.type,
    status: active ? 'A' : 'U',
    lastStatus,
    listPrice,
    originalPrice,
    soldPrice,
    listDate: isoTime(event.listTime),
    soldDate: closedWithPrice ? isoTime(closeTime) : null,
    updatedOn: isoTime(updatedTime),
    daysOnMarket: Math.round((closeTime - event.listTime) / DAY),
    images: Array.from({ length: imageCount }, (_, i) => `${mlsNumber}-${String(i + 1)}`),
    photoCount: imageCount,
    address: {
      // A home with no unit, street suffix or direction has null there, as the provider sends it.
      unitNumber: property.unitNumber || null,
      streetNumber: property.address.streetNumber,
      streetName: street.name,
      streetSuffix: street.suffix || null,
      streetDirection: street.direction ?? null,
      city: city.name,
      state: 'ON',
      country: 'CA',
      area: city.area,
      neighborhood: neighbourhood.name,
      zip: property.address.zip,
      majorIntersection: property.address.majorIntersection,
    },
    map: {
      latitude: Math.round(position[1] * 1e6) / 1e6,
      longitude: Math.round(position[0] * 1e6) / 1e6,
    },
    details: detailsFor(random, property, mlsNumber),
    lot: property.lot
      ? { width: property.lot.width, depth: property.lot.depth, measurement: 'Feet' }
      : { width: null, depth: null, measurement: null },
    taxes: {
      annualAmount: Math.round(assessed * city.taxRate * random.range(0.75, 0.95)),
      assessmentYear: Number(listDate.slice(0, 4)) - 1,
    },
    condominium:
      spec.class === 'CondoProperty'
        ? { fees: { maintenance: Math.round(property.sqftMid * random.range(0.62, 0.95)) } }
        : null,
    rooms: rooms(random, property.homeType, property.beds, imperial),
    office: { brokerageName: random.pick(BROKERAGES) },
    timestamps: {
      listingUpdated: isoTime(updatedTime),
      expiryDate: isoDay(event.expiryTime),
      closedDate: active ? null : isoDay(closeTime),
    },
    permissions: {
      displayAddressOnInternet: random.chance(0.05) ? 'N' : 'Y',
      displayPublic: random.chance(0.07) ? 'N' : 'Y',
    },
    boardNotice: boardId === 86 ? BOARD_86_NOTICE : null,
  }
}

/**
 * The dataset as a stream: homes are created one at a time and each yields its listings over
 * seven years, so a million listings never sit in memory at once. Same options, same records
 * (and the same streets).
 */
export function* generateListings(
  options: GenerateOptions,
  /** Pass one in to read the streets laid out once the records are consumed. */
  streets = new StreetPlan(),
): Generator<ListingRecord> {
  const random = createRandom(options.seed)
  const buildings = new BuildingPool(streets)
  const today = Date.parse(`${options.today}T12:00:00Z`)
  let produced = 0
  let sequence = 0
  while (produced < options.count) {
    const property = createProperty(random, streets, buildings)
    for (const event of plannedEvents(random, property, today)) {
      if (produced >= options.count) return
      sequence += 1
      const mlsNumber = `${district(property)}${String(5_000_000 + sequence)}`
      yield toRecord(random, property, event, mlsNumber, today)
      produced += 1
    }
  }
}
