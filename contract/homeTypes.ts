/**
 * The filter bar's home types and the feed's property types each stands for. The SPA's search
 * and the customer service's alerts read saved searches with this one table.
 */
export const HOME_TYPE_PROPERTY_TYPES = {
  Detached: ['Detached'],
  'Semi-Detached': ['Semi-Detached'],
  'Condo Apt': ['Condo Apartment'],
  'Condo Townhouse': ['Condo Townhouse'],
  Multiplex: ['Duplex', 'Triplex', 'Fourplex', 'Multiplex'],
  'Vacant Land': ['Vacant Land'],
  Other: ['Att/Row/Townhouse', 'Link', 'Cottage'],
} as const satisfies Readonly<Record<string, readonly string[]>>

export type NamedHomeType = keyof typeof HOME_TYPE_PROPERTY_TYPES
