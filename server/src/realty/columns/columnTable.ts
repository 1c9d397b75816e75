import type { ColumnData } from './columnData'
import { dictionary } from './dictionary'
import { partition, type Partitions } from './partitions'

export type { ColumnData, DictionaryColumn } from './columnData'

/** The columns as the table holds them, slots in the order listings were first met. */
export interface Columns extends ColumnData {
  /**
   * Live listings whose dates are not ISO days or times: compared as numbers they might not
   * order as SQLite orders their text, so no answer is given from the columns while any remain.
   */
  readonly irregular: number
  /** The live listings' columns again, grouped by city and last status (after a write, anew). */
  readonly partitions: () => Partitions
}

/** One listing's fields as read from SQLite, in `FIELDS` order. */
export type Row = [
  mlsNumber: string,
  boardId: number,
  type: string,
  status: string,
  lastStatus: string,
  listingClass: string,
  propertyType: string,
  city: string,
  beds: number,
  listPrice: number,
  soldPrice: number | null,
  soldDate: string | null,
  listDate: string,
  displayPublic: number,
  days: number,
  style: string,
  area: string,
  neighborhood: string,
  baths: number,
  lat: number,
  lng: number,
  tileX: number,
  tileY: number,
  guestLat: number | null,
  guestLng: number | null,
  guestTileX: number | null,
  guestTileY: number | null,
]

const ISO_DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z)?$/

/** YYYYMMDD of an ISO day or time. */
const dayNumber = (date: string) =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

const keyOf = (mlsNumber: string, boardId: number) => `${mlsNumber}\u0000${String(boardId)}`

/** The typed arrays of the columns, a slot per listing (`odd`: its dates are irregular). */
function arrays(size: number) {
  return {
    alive: new Uint8Array(size),
    odd: new Uint8Array(size),
    type: new Uint16Array(size),
    status: new Uint16Array(size),
    lastStatus: new Uint16Array(size),
    listingClass: new Uint16Array(size),
    propertyType: new Uint16Array(size),
    city: new Uint16Array(size),
    style: new Uint16Array(size),
    area: new Uint16Array(size),
    neighborhood: new Uint16Array(size),
    boardId: new Int32Array(size),
    beds: new Float64Array(size),
    baths: new Float64Array(size),
    listPrice: new Float64Array(size),
    soldPrice: new Float64Array(size),
    soldDay: new Int32Array(size),
    month: new Int32Array(size),
    days: new Float64Array(size),
    visible: new Uint8Array(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    tileX: new Int32Array(size),
    tileY: new Int32Array(size),
    guestLat: new Float64Array(size),
    guestLng: new Float64Array(size),
    guestTileX: new Int32Array(size),
    guestTileY: new Int32Array(size),
  }
}

type Arrays = ReturnType<typeof arrays>

/** The same arrays at a larger size, their values kept. */
function grown(from: Arrays, size: number): Arrays {
  const bigger = arrays(size)
  for (const name of Object.keys(bigger) as (keyof Arrays)[]) bigger[name].set(from[name])
  return bigger
}

/** The columns, and the writes that keep them equal to the listings table. */
export interface ColumnTable {
  readonly columns: () => Columns
  /** Writes a listing's fields into its slot (a new one for a listing not held yet). */
  readonly put: (row: Row) => void
  /** Marks a listing's slot removed. */
  readonly remove: (mlsNumber: string, boardId: number) => void
}

export function columnTable(initialSize = 1024): ColumnTable {
  let length = 0
  let irregular = 0
  /** The groups as of the last write, undefined until asked after one. */
  let grouped: Partitions | undefined
  const slots = new Map<string, number>()
  const dictionaries = {
    type: dictionary(),
    status: dictionary(),
    lastStatus: dictionary(),
    listingClass: dictionary(),
    propertyType: dictionary(),
    city: dictionary(),
    style: dictionary(),
    area: dictionary(),
    neighborhood: dictionary(),
  }
  let held = arrays(initialSize)
  const soldDate: (string | null)[] = []
  const mlsNumber: string[] = []

  function setIrregular(slot: number, isOdd: boolean) {
    const was = held.alive[slot] === 1 && held.odd[slot] === 1
    held.odd[slot] = isOdd ? 1 : 0
    irregular += (isOdd ? 1 : 0) - (was ? 1 : 0)
  }

  function slotOf(key: string): number {
    let slot = slots.get(key)
    if (slot === undefined) {
      if (length === held.alive.length) held = grown(held, length * 2)
      slot = length
      length += 1
      slots.set(key, slot)
    }
    return slot
  }

  return {
    columns: () => {
      const data: ColumnData = { ...held, length, soldDate, mlsNumber, dictionaries }
      return { ...data, irregular, partitions: () => (grouped ??= partition(data)) }
    },
    put(row) {
      const [mls, board, t, s, last, cls, property, place, bedrooms, list, sold, sale, listed] = row
      grouped = undefined
      const slot = slotOf(keyOf(mls, board))
      const monthDate = sale ?? listed
      setIrregular(
        slot,
        !ISO_DAY_OR_TIME.test(listed) || (sale !== null && !ISO_DAY_OR_TIME.test(sale)),
      )
      held.alive[slot] = 1
      held.type[slot] = dictionaries.type.codeOf(t)
      held.status[slot] = dictionaries.status.codeOf(s)
      held.lastStatus[slot] = dictionaries.lastStatus.codeOf(last)
      held.listingClass[slot] = dictionaries.listingClass.codeOf(cls)
      held.propertyType[slot] = dictionaries.propertyType.codeOf(property)
      held.city[slot] = dictionaries.city.codeOf(place)
      held.style[slot] = dictionaries.style.codeOf(row[15])
      held.area[slot] = dictionaries.area.codeOf(row[16])
      held.neighborhood[slot] = dictionaries.neighborhood.codeOf(row[17])
      held.boardId[slot] = board
      held.beds[slot] = bedrooms
      held.baths[slot] = row[18]
      held.listPrice[slot] = list
      held.soldPrice[slot] = sold ?? NaN
      held.soldDay[slot] = sale === null ? 0 : dayNumber(sale)
      soldDate[slot] = sale
      held.month[slot] = Number(monthDate.slice(0, 4)) * 12 + Number(monthDate.slice(5, 7)) - 1
      held.days[slot] = row[14]
      held.visible[slot] = row[13]
      mlsNumber[slot] = mls
      held.lat[slot] = row[19]
      held.lng[slot] = row[20]
      held.tileX[slot] = row[21]
      held.tileY[slot] = row[22]
      held.guestLat[slot] = row[23] ?? NaN
      held.guestLng[slot] = row[24] ?? NaN
      held.guestTileX[slot] = row[25] ?? -1
      held.guestTileY[slot] = row[26] ?? -1
    },
    remove(mls, board) {
      const key = keyOf(mls, board)
      const slot = slots.get(key)
      if (slot === undefined) return
      grouped = undefined
      setIrregular(slot, false)
      held.alive[slot] = 0
      soldDate[slot] = null
      slots.delete(key)
    },
  }
}
