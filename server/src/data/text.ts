import type { HomeType } from './homeTypes'
import type { Room } from './listingRecord'
import type { Random } from './random'

const OPENERS = [
  'Welcome home to',
  'Rarely offered:',
  'Sun-filled and move-in ready,',
  'Pride of ownership shows in',
  'Live, work and play at',
  'An exceptional opportunity at',
]

const FEATURES: Readonly<Record<HomeType, readonly string[]>> = {
  Detached: [
    'a renovated kitchen with quartz counters and stainless steel appliances',
    'a private backyard with mature trees and a stone patio',
    'hardwood floors throughout the main and upper levels',
    'a finished basement with a separate entrance',
    'a primary suite with walk-in closet and spa-like ensuite',
    'a double garage and a driveway for four cars',
  ],
  'Semi-Detached': [
    'an open-concept main floor with a walk-out to the deck',
    'a renovated kitchen with a breakfast bar',
    'a finished lower level ideal for a home office',
    'a deep lot with a detached garage off the lane',
  ],
  'Condo Apt': [
    'floor-to-ceiling windows with unobstructed views',
    'a split-bedroom layout and a large balcony',
    'a modern kitchen with integrated appliances',
    'five-star amenities: gym, pool, party room and 24-hour concierge',
    'steps to the subway, shops and restaurants',
  ],
  'Condo Townhouse': [
    'a private rooftop terrace',
    'two levels of bright living space with a rare den',
    'an underground parking spot and locker',
    'low maintenance fees and a family-friendly complex',
  ],
  Multiplex: [
    'three self-contained units with separate hydro meters',
    'long-term tenants and strong rental income',
    'a legal basement apartment',
    'upside in one of the city’s most walkable neighbourhoods',
  ],
  'Vacant Land': [
    'a rare building lot with survey available',
    'services at the lot line',
    'room to build your custom dream home',
  ],
  Other: [
    'a freehold townhome with no maintenance fees',
    'an updated kitchen and a fenced backyard',
    'a finished basement and an attached garage',
  ],
  Commercial: [
    'high foot traffic and excellent signage exposure',
    'flexible zoning for retail, office or clinic use',
    'ample parking and easy highway access',
  ],
}

export function description(
  random: Random,
  homeType: HomeType,
  neighbourhood: string,
  city: string,
): string {
  const features = FEATURES[homeType]
  const first = random.pick(features)
  const second = random.pick(features.filter((feature) => feature !== first))
  return (
    `${random.pick(OPENERS)} this ${homeType.toLowerCase()} in ${neighbourhood}, ${city}. ` +
    `Enjoy ${first}, plus ${second}. Close to parks, schools, transit and everyday shopping.`
  )
}

export function extras(random: Random, homeType: HomeType): string {
  if (homeType === 'Vacant Land') return 'Survey available. Buyer to verify permitted uses.'
  if (homeType === 'Commercial') return 'Existing fixtures included. Buyer to verify zoning.'
  const items = ['Fridge', 'Stove', 'Dishwasher', 'Washer & Dryer', 'All Electrical Light Fixtures']
  if (random.chance(0.5)) items.push('Window Coverings')
  if (random.chance(0.3)) items.push('Central Vacuum')
  if (random.chance(0.25)) items.push('EV Charger')
  return `${items.join(', ')}.`
}

/** Metres to feet and inches, as boards that report imperial write it: 17'0". */
function feetAndInches(metres: number): string {
  const inches = Math.round(metres * 39.3701)
  return `${String(Math.floor(inches / 12))}'${String(inches % 12)}"`
}

const FLOORS = ['Hardwood Floor', 'Laminate', 'Broadloom', 'Ceramic Floor', 'Vinyl Floor']
const ROOM_FEATURES = ['Large Window', 'W/O To Balcony', 'Closet', 'Pot Lights', 'Open Concept']

function room(random: Random, description: string, level: string, imperial: boolean): Room {
  const length = random.range(2.6, 6.2)
  const width = random.range(2.4, Math.min(length, 5))
  const format = (metres: number) => (imperial ? feetAndInches(metres) : metres.toFixed(2))
  const floor = random.pick(FLOORS)
  const feature = random.pick(ROOM_FEATURES)
  // A room names a feature once: the third is one of the others.
  const another = random.chance(0.5)
    ? random.pick(ROOM_FEATURES.filter((other) => other !== feature))
    : ''
  return {
    description,
    level,
    length: format(length),
    width: format(width),
    features: floor,
    features2: feature,
    features3: another,
  }
}

function bedroomName(bedroom: number): string {
  if (bedroom === 1) return 'Primary'
  if (bedroom === 2) return '2nd Br'
  if (bedroom === 3) return '3rd Br'
  return `${String(bedroom)}th Br`
}

/** Rooms for a home with `beds` bedrooms; a few boards report feet and inches, most metres. */
export function rooms(random: Random, homeType: HomeType, beds: number, imperial: boolean): Room[] {
  if (homeType === 'Vacant Land') return []
  const main = homeType === 'Condo Apt' ? 'Flat' : 'Main'
  const upper = homeType === 'Condo Apt' ? 'Flat' : '2nd'
  const list: Room[] = [
    room(random, 'Living', main, imperial),
    room(random, 'Kitchen', main, imperial),
  ]
  if (homeType === 'Commercial') return list
  list.push(room(random, 'Dining', main, imperial))
  for (let bedroom = 1; bedroom <= beds; bedroom += 1) {
    list.push(room(random, bedroomName(bedroom), upper, imperial))
  }
  if (homeType === 'Detached' || homeType === 'Semi-Detached') {
    list.push(room(random, 'Rec', 'Bsmt', imperial))
  }
  return list
}
