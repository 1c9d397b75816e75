import type { ListingsQuery } from '../../../../contract/realty'
import { CLASS_VALUES } from '../summary/summaryFigures'
import type { ColumnData } from './columnData'

/**
 * A search's filters on text columns as flags per dictionary number (1: the value is asked),
 * each undefined when the search names no value, as the WHERE clause's `IN` lists read them.
 */
export function filterMasks(columns: ColumnData, query: ListingsQuery) {
  const names = columns.dictionaries
  return {
    type: names.type.maskOf(query.type?.map((t) => (t === 'sale' ? 'Sale' : 'Lease'))),
    status: names.status.maskOf(query.status),
    lastStatus: names.lastStatus.maskOf(query.lastStatus),
    listingClass: names.listingClass.maskOf(query.class?.map((name) => CLASS_VALUES[name])),
    propertyType: names.propertyType.maskOf(query.propertyType),
    style: names.style.maskOf(query.style),
    city: names.city.maskOf(query.city),
    area: names.area.maskOf(query.area),
    neighborhood: names.neighborhood.maskOf(query.neighborhood),
  }
}
