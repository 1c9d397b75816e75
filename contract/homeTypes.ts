/**
 * The filter bar's home types and the property types each stands for, in every board
 * vocabulary the site reads: the generated feed's names ('Condo Apartment', 'Att/Row/Townhouse')
 * and the provider's published ones ('Condo Apt', 'Att/Row/Twnhouse' and their peers, the
 * `details.propertyType` values of its OpenAPI). A search for a home type asks for all of its
 * names, so it finds the same homes whichever board's words a listing uses. The SPA's search and
 * the customer service's alerts read saved searches with this one table; a property type that is
 * not a home (a locker, a parking space) belongs to none.
 */
export const HOME_TYPE_PROPERTY_TYPES = {
  Detached: ['Detached', 'Det Condo', 'Rural Resid'],
  'Semi-Detached': ['Semi-Detached', 'Semi-Det Condo'],
  'Condo Apt': [
    'Condo Apartment',
    'Condo Apt',
    'Co-Op Apt',
    'Co-Ownership Apt',
    'Comm Element Condo',
    'Leasehold Condo',
  ],
  'Condo Townhouse': ['Condo Townhouse'],
  Multiplex: ['Duplex', 'Triplex', 'Fourplex', 'Multiplex'],
  'Vacant Land': ['Vacant Land', 'Vacant Land Condo'],
  Other: [
    'Att/Row/Townhouse',
    'Att/Row/Twnhouse',
    'Link',
    'Cottage',
    'Farm',
    'Mobile/Trailer',
    'Upper Level',
    'Lower Level',
    'Room',
    'Shared Room',
    'Time Share',
    'Store W/Apt/Offc',
    'Store W/Apt/Office',
    'Other',
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>

export type NamedHomeType = keyof typeof HOME_TYPE_PROPERTY_TYPES

const HOME_TYPE_OF: ReadonlyMap<string, NamedHomeType> = new Map(
  Object.entries(HOME_TYPE_PROPERTY_TYPES).flatMap(([home, names]) =>
    names.map((name) => [name.toLowerCase(), home as NamedHomeType] as const),
  ),
)

/** The home type a board's property type stands for, or undefined when it is not a home. */
export function homeTypeOf(propertyType: string): NamedHomeType | undefined {
  return HOME_TYPE_OF.get(propertyType.trim().toLowerCase())
}
