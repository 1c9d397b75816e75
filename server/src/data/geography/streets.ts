export interface StreetName {
  readonly name: string
  readonly suffix: string
  readonly direction?: 'E' | 'W' | 'N' | 'S'
}

type Row = readonly [name: string, suffix: string, direction?: 'E' | 'W' | 'N' | 'S']

function streets(list: readonly Row[]): StreetName[] {
  return list.map(([name, suffix, direction]) =>
    direction ? { name, suffix, direction } : { name, suffix },
  )
}

/** Real arterial streets of each city, as the listing feed abbreviates them. */
export const MAJOR_STREETS: Readonly<Record<string, readonly StreetName[]>> = {
  Toronto: streets([
    ['Yonge', 'St'],
    ['Bloor', 'St', 'W'],
    ['Bloor', 'St', 'E'],
    ['Queen', 'St', 'W'],
    ['Queen', 'St', 'E'],
    ['King', 'St', 'W'],
    ['Dundas', 'St', 'W'],
    ['College', 'St'],
    ['Spadina', 'Ave'],
    ['Bathurst', 'St'],
    ['Dufferin', 'St'],
    ['Avenue', 'Rd'],
    ['Eglinton', 'Ave', 'E'],
    ['Eglinton', 'Ave', 'W'],
    ['Lawrence', 'Ave', 'W'],
    ['Sheppard', 'Ave', 'E'],
    ['Finch', 'Ave', 'W'],
    ['Danforth', 'Ave'],
    ['Kingston', 'Rd'],
    ['Lake Shore', 'Blvd', 'W'],
    ['Jarvis', 'St'],
    ['Parliament', 'St'],
    ['Broadview', 'Ave'],
    ['Ossington', 'Ave'],
    ['Roncesvalles', 'Ave'],
    ['Bayview', 'Ave'],
    ['Don Mills', 'Rd'],
    ['Victoria Park', 'Ave'],
    ['Kennedy', 'Rd'],
    ['Islington', 'Ave'],
    ['Kipling', 'Ave'],
  ]),
  Mississauga: streets([
    ['Hurontario', 'St'],
    ['Dundas', 'St', 'W'],
    ['Lakeshore', 'Rd', 'W'],
    ['Burnhamthorpe', 'Rd', 'W'],
    ['Eglinton', 'Ave', 'W'],
    ['Mavis', 'Rd'],
    ['Erin Mills', 'Pkwy'],
    ['Winston Churchill', 'Blvd'],
    ['Square One', 'Dr'],
  ]),
  Brampton: streets([
    ['Main', 'St', 'N'],
    ['Queen', 'St', 'E'],
    ['Bovaird', 'Dr', 'W'],
    ['Sandalwood', 'Pkwy'],
    ['Williams', 'Pkwy'],
    ['Chinguacousy', 'Rd'],
    ['McLaughlin', 'Rd'],
  ]),
  Vaughan: streets([
    ['Major Mackenzie', 'Dr'],
    ['Rutherford', 'Rd'],
    ['Islington', 'Ave'],
    ['Weston', 'Rd'],
    ['Jane', 'St'],
    ['Highway 7', ''],
    ['Keele', 'St'],
  ]),
  'Richmond Hill': streets([
    ['Yonge', 'St'],
    ['Bayview', 'Ave'],
    ['Major Mackenzie', 'Dr', 'E'],
    ['Elgin Mills', 'Rd', 'E'],
    ['16th', 'Ave'],
  ]),
  Markham: streets([
    ['Main', 'St'],
    ['Highway 7', 'E'],
    ['Kennedy', 'Rd'],
    ['Warden', 'Ave'],
    ['McCowan', 'Rd'],
    ['16th', 'Ave'],
    ['Woodbine', 'Ave'],
  ]),
  Oakville: streets([
    ['Lakeshore', 'Rd', 'E'],
    ['Trafalgar', 'Rd'],
    ['Dundas', 'St', 'W'],
    ['Upper Middle', 'Rd', 'E'],
    ['Third Line', ''],
    ['Rebecca', 'St'],
  ]),
  Burlington: streets([
    ['Brant', 'St'],
    ['Lakeshore', 'Rd'],
    ['Guelph', 'Line'],
    ['Walkers', 'Line'],
    ['Appleby', 'Line'],
    ['Plains', 'Rd', 'E'],
  ]),
  Pickering: streets([
    ['Kingston', 'Rd'],
    ['Liverpool', 'Rd'],
    ['Brock', 'Rd'],
    ['Whites', 'Rd'],
    ['Bayly', 'St'],
  ]),
  Ajax: streets([
    ['Harwood', 'Ave', 'S'],
    ['Westney', 'Rd', 'N'],
    ['Kingston', 'Rd', 'E'],
    ['Rossland', 'Rd', 'E'],
    ['Salem', 'Rd', 'N'],
  ]),
  Whitby: streets([
    ['Brock', 'St', 'N'],
    ['Dundas', 'St', 'E'],
    ['Taunton', 'Rd', 'E'],
    ['Thickson', 'Rd', 'N'],
    ['Anderson', 'St'],
  ]),
}

const FIRST = [
  'Maple', 'Birch', 'Cedar', 'Willow', 'Elm', 'Chestnut', 'Walnut', 'Spruce', 'Hawthorn',
  'Juniper', 'Lilac', 'Heather', 'Primrose', 'Amber', 'Autumn', 'Briar', 'Cherry', 'Clover',
  'Fairview', 'Glenview', 'Hillcrest', 'Lakeview', 'Meadowvale', 'Orchard', 'Parkside',
  'Ridgewood', 'Rosewood', 'Silverbirch', 'Springbank', 'Stonegate', 'Sunnyside', 'Valleyview',
  'Woodland', 'Crystal', 'Goldenwood', 'Harvest', 'Ivy', 'Kingfisher', 'Larkspur', 'Northwood',
  'Old Mill', 'Pinecrest', 'Quail', 'Riverbend', 'Shady Oak', 'Tall Pine', 'Whispering Pine',
  'Heritage', 'Foxwood', 'Bramble',
] as const

const SUFFIX = ['Cres', 'Dr', 'Ave', 'Crt', 'Rd', 'St', 'Lane', 'Blvd', 'Circ', 'Trl', 'Way', 'Pl'] as const

/** Plausible residential streets: "Maple Cres", "Old Mill Dr"… */
export const RESIDENTIAL_STREETS: readonly StreetName[] = FIRST.flatMap((name, i) =>
  [0, 5].map((offset) => ({ name, suffix: SUFFIX[(i + offset) % SUFFIX.length] ?? 'St' })),
)

const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'

/** A full postal code in a forward sortation area: "M5V 2T6". */
export function postalCode(fsa: string, digit1: number, letter: number, digit2: number): string {
  return `${fsa} ${String(digit1 % 10)}${LETTERS[letter % LETTERS.length] ?? 'A'}${String(digit2 % 10)}`
}
