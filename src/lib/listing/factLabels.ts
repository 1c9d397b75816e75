/**
 * French names for the values the listing feed writes in English: property types, styles,
 * garage, heating, air conditioning and basement. A value the table does not know is shown as
 * the feed wrote it (an address-like or brand name reads the same in both languages).
 */
const FRENCH: Readonly<Record<string, string>> = {
  // Property types and home types.
  Detached: 'Maison individuelle',
  'Semi-Detached': 'Maison jumelée',
  'Condo Apartment': 'Appartement en copropriété',
  'Condo Apt': 'Appartement en copropriété',
  'Condo Townhouse': 'Maison en rangée en copropriété',
  'Att/Row/Townhouse': 'Maison en rangée',
  Townhouse: 'Maison en rangée',
  Duplex: 'Duplex',
  Triplex: 'Triplex',
  Fourplex: 'Quadruplex',
  Multiplex: 'Multiplex',
  Link: 'Maison liée',
  Cottage: 'Chalet',
  'Vacant Land': 'Terrain vacant',
  'Commercial Retail': 'Commerce de détail',
  Office: 'Bureaux',
  Industrial: 'Industriel',
  'Sale Of Business': 'Vente d’entreprise',
  Commercial: 'Commercial',
  // Styles.
  '2-Storey': '2 étages',
  '2 1/2 Storey': '2 étages et demi',
  '3-Storey': '3 étages',
  Bungalow: 'Plain-pied',
  Bungaloft: 'Plain-pied avec mezzanine',
  'Backsplit 3': 'Paliers arrière (3 niveaux)',
  'Backsplit 4': 'Paliers arrière (4 niveaux)',
  'Sidesplit 3': 'Paliers latéraux (3 niveaux)',
  'Stacked Townhse': 'Maison en rangée superposée',
  Apartment: 'Appartement',
  Loft: 'Loft',
  // Garage.
  Attached: 'Attenant',
  'Built-In': 'Intégré',
  Underground: 'Souterrain',
  // Heating.
  'Forced Air': 'Air pulsé',
  Radiant: 'Radiant',
  'Heat Pump': 'Thermopompe',
  Baseboard: 'Plinthes électriques',
  // Air conditioning.
  'Central Air': 'Climatisation centrale',
  'Wall Unit': 'Climatiseur mural',
  None: 'Aucun',
  // Basement.
  Finished: 'Aménagé',
  Unfinished: 'Non aménagé',
  'Sep Entrance': 'Entrée séparée',
}

/** A feed value in the visitor's language: 'Forced Air' is 'Air pulsé' in French. */
export function factLabel(value: string, language: string): string {
  if (!language.startsWith('fr')) return value
  return FRENCH[value] ?? value
}
