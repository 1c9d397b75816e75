/**
 * French names for what the listing feed writes about rooms, in English: the room's name, its
 * level and its features. Its own table, because the same word names another thing elsewhere
 * (an 'Office' room is 'Bureau'; an 'Office' property is 'Bureaux'). A value the table does not
 * know is shown as the feed wrote it; one the feed left out (null) is empty.
 */
const ROOMS: Readonly<Record<string, string>> = {
  Living: 'Salon',
  Dining: 'Salle à manger',
  Kitchen: 'Cuisine',
  Family: 'Salle familiale',
  Breakfast: 'Coin-repas',
  Primary: 'Chambre principale',
  'Prim Bdrm': 'Chambre principale',
  Rec: 'Salle de jeux',
  Den: 'Boudoir',
  Office: 'Bureau',
  Laundry: 'Buanderie',
  Foyer: 'Hall d’entrée',
  Bathroom: 'Salle de bain',
  'Great Rm': 'Grande pièce',
  Sunroom: 'Solarium',
  Loft: 'Mezzanine',
  Library: 'Bibliothèque',
  Utility: 'Salle mécanique',
  Workshop: 'Atelier',
}

const LEVELS: Readonly<Record<string, string>> = {
  Main: 'Rez-de-chaussée',
  Ground: 'Rez-de-chaussée',
  Flat: 'Plain-pied',
  Bsmt: 'Sous-sol',
  'Sub-Bsmt': 'Sous-sol inférieur',
  Lower: 'Niveau inférieur',
  Upper: 'Niveau supérieur',
  'In Betwn': 'Entre-deux',
}

const FEATURES: Readonly<Record<string, string>> = {
  'Hardwood Floor': 'Plancher de bois franc',
  Laminate: 'Stratifié',
  Broadloom: 'Moquette',
  'Ceramic Floor': 'Plancher de céramique',
  'Vinyl Floor': 'Plancher de vinyle',
  'Large Window': 'Grande fenêtre',
  Window: 'Fenêtre',
  'W/O To Balcony': 'Accès au balcon',
  'W/O To Deck': 'Accès à la terrasse',
  'W/O To Yard': 'Accès à la cour',
  Closet: 'Placard',
  'W/I Closet': 'Garde-robe de plain-pied',
  'Pot Lights': 'Éclairage encastré',
  'Open Concept': 'Aire ouverte',
  Fireplace: 'Foyer',
  'Ensuite Bath': 'Salle de bain attenante',
  'Eat-In Kitchen': 'Cuisine avec coin-repas',
  'Combined W/Living': 'Combiné au salon',
  'Combined W/Dining': 'Combiné à la salle à manger',
}

/** An ordinal as boards write it, '2nd' or '4th', then what it counts: 'Br' or nothing. */
const ORDINAL = /^(\d+)(?:st|nd|rd|th)(?: (Br))?$/

/**
 * '2nd Br' is the '2e chambre', a '3rd' level the '3e étage': French ordinals end in 'e', but
 * the first is '1re' for a chambre and '1er' for an étage.
 */
function frenchOrdinal(value: string, counted: 'room' | 'level'): string | undefined {
  const match = ORDINAL.exec(value)
  if (!match) return undefined
  const [, number = '', bedroom] = match
  if (bedroom) return `${number}${number === '1' ? 're' : 'e'} chambre`
  return counted === 'level' ? `${number}${number === '1' ? 'er' : 'e'} étage` : undefined
}

export type RoomPart = 'room' | 'level' | 'feature'

/** A room's name, level or feature in the visitor's language: 'Kitchen' is 'Cuisine' in French. */
export function roomLabel(value: string | null, part: RoomPart, language: string): string {
  if (value === null) return ''
  if (!language.startsWith('fr')) return value
  const table = part === 'room' ? ROOMS : part === 'level' ? LEVELS : FEATURES
  const known = table[value]
  if (known) return known
  return (part === 'feature' ? undefined : frenchOrdinal(value, part)) ?? value
}
