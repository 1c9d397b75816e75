import { PROPERTY_TYPE_LABELS } from './propertyTypeLabels'

/**
 * French names for the values the listing feed writes in English: styles, garage, heating, air
 * conditioning and basement (property types have their own table, in both languages). A value
 * no table knows is shown as the feed wrote it (an address-like or brand name reads the same in
 * both languages).
 */
const FRENCH: Readonly<Record<string, string>> = {
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

/**
 * A feed value in the visitor's language: 'Forced Air' is 'Air pulsé' in French, and a board's
 * clipped property type a plain name in either ('Att/Row/Twnhouse' is 'Row townhouse').
 */
export function factLabel(value: string, language: string): string {
  const french = language.startsWith('fr')
  const propertyType = PROPERTY_TYPE_LABELS.get(value)
  if (propertyType) return french ? propertyType.fr : propertyType.en
  if (!french) return value
  return Object.hasOwn(FRENCH, value) ? (FRENCH[value] ?? value) : value
}
