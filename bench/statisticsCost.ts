// `tsx bench/statisticsCost.ts <listings.sqlite>`: the service time of the costliest statistics
// searches, measured in this process with no HTTP (the work one worker thread does per request):
// each search run REPEATS times, the median and the worst printed. Counted in CPU time of this
// process, which a shared machine's other load inflates far less than wall-clock time.
import Database from 'better-sqlite3'
import type { ListingsQuery } from '../contract/realty'
import { ANONYMOUS, SIGNED_IN, type Viewer } from '../server/src/realty/presentListing'
import { searchListings } from '../server/src/realty/search'

const REPEATS = Number(process.env.REPEATS ?? 5)

const TRENDS_STATISTICS =
  'avg-soldPrice,med-soldPrice,avg-listPrice,cnt-closed,avg-daysOnMarket,grp-mth'
const ALL_STATISTICS =
  'avg-soldPrice,med-soldPrice,avg-listPrice,med-listPrice,avg-daysOnMarket,med-daysOnMarket,cnt-closed,grp-mth,grp-yr'

/** The trends page's question (Toronto, 7 years from mid-month) and the widest ones we know. */
export const COSTLY_STATISTICS: Record<string, ListingsQuery> = {
  'trends, Toronto, 7 years': {
    city: ['Toronto'],
    minBeds: 0,
    maxBeds: 4,
    status: ['U'],
    lastStatus: ['Sld'],
    minSoldDate: '2019-11-15',
    statistics: TRENDS_STATISTICS,
    listings: false,
    aggregateStatistics: true,
    aggregates: 'details.propertyType',
  },
  'every sale by month, medians': {
    status: ['U'],
    statistics: 'avg-soldPrice,med-soldPrice,grp-mth',
    aggregates: 'details.propertyType',
    aggregateStatistics: true,
    listings: false,
  },
  'every listing, every figure, both periods': {
    status: ['A', 'U'],
    statistics: ALL_STATISTICS,
    aggregates: 'details.propertyType,address.city,details.numBedrooms,class,type',
    aggregateStatistics: true,
    listings: false,
  },
  'every listing, every figure, 5 aggregates (style, neighbourhood)': {
    status: ['A', 'U'],
    statistics: ALL_STATISTICS,
    aggregates:
      'details.propertyType,details.style,address.city,address.neighborhood,details.numBedrooms',
    aggregateStatistics: true,
    listings: false,
  },
}

const file = process.argv[2]
if (!file) {
  console.error('usage: tsx bench/statisticsCost.ts <listings.sqlite>')
  process.exit(2)
}
const db = new Database(file, { readonly: true, fileMustExist: true })

function timed(query: ListingsQuery, viewer: Viewer): number {
  const started = process.cpuUsage()
  searchListings(db, query, viewer)
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}

const rows = Object.entries(COSTLY_STATISTICS).flatMap(([name, query]) =>
  [ANONYMOUS, SIGNED_IN].map((viewer) => {
    timed(query, viewer)
    const times = Array.from({ length: REPEATS }, () => timed(query, viewer)).sort((a, b) => a - b)
    return {
      search: name,
      viewer: viewer.signedIn ? 'customer' : 'guest',
      'median CPU ms': Math.round(times[Math.floor(times.length / 2)] ?? 0),
      'worst CPU ms': Math.round(times.at(-1) ?? 0),
    }
  }),
)
console.table(rows)
