/**
 * The names people use for places whose official names they do not say: "downtown Toronto" is
 * Bay Street Corridor, the Financial District and the waterfront; "the Annex" is Annex. Keyed
 * "City/Neighbourhood" as the neighbourhood list names them, in English then French, so a search
 * in either language finds the place. A name several places share (downtown) lists each of them.
 */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Toronto/Bay Street Corridor': [
    'Downtown Toronto',
    'Financial District',
    'Discovery District',
    'Centre-ville de Toronto',
    'Quartier financier',
  ],
  'Toronto/Church-Yonge Corridor': [
    'Downtown Toronto',
    'Church and Wellesley',
    'The Village',
    'Centre-ville de Toronto',
    'Le Village',
  ],
  'Toronto/Waterfront Communities-The Island': [
    'Downtown Toronto',
    'Harbourfront',
    'CityPlace',
    'South Core',
    'Toronto Islands',
    'Centre-ville de Toronto',
    'Îles de Toronto',
  ],
  'Toronto/Kensington-Chinatown': [
    'Downtown Toronto',
    'Kensington Market',
    'Chinatown',
    'Centre-ville de Toronto',
    'Marché Kensington',
    'Quartier chinois',
  ],
  'Toronto/Niagara': ['King West', 'Fashion District', 'Quartier de la mode'],
  'Toronto/Liberty Village': ['Liberty', 'Village Liberty'],
  'Toronto/Annex': ['The Annex', "L'Annexe"],
  'Toronto/Yorkville': ['Bloor-Yorkville', 'Village de Yorkville'],
  'Toronto/Cabbagetown-South St. James Town': ['Cabbagetown'],
  'Toronto/Trinity-Bellwoods': ['Queen West', 'West Queen West'],
  'Toronto/Danforth': ['Greektown', 'The Danforth', 'Quartier grec'],
  'Toronto/The Beaches': ['The Beach', 'Les Plages'],
  'Toronto/South Riverdale': ['Leslieville'],
  'Toronto/Junction Area': ['The Junction'],
  'Toronto/Roncesvalles': ['Roncy', 'Roncesvalles Village'],
  'Toronto/Yonge-Eglinton': ['Midtown Toronto', 'Yonge and Eglinton', 'Centre-nord de Toronto'],
  'Toronto/Mount Pleasant East': ['Midtown Toronto', 'Davisville'],
  'Toronto/Forest Hill South': ['Forest Hill', 'Midtown Toronto'],
  'Toronto/Rosedale-Moore Park': ['Rosedale', 'Moore Park'],
  'Toronto/Leaside-Bennington': ['Leaside'],
  'Toronto/Willowdale East': ['North York Centre', 'Uptown Toronto', 'Centre de North York'],
  'Toronto/Agincourt South-Malvern West': ['Agincourt'],
  'Toronto/Islington-City Centre West': ['Etobicoke Centre', 'Islington Village'],
  'Mississauga/City Centre': ['Downtown Mississauga', 'Square One', 'Centre-ville de Mississauga'],
  'Brampton/Downtown Brampton': ['Centre-ville de Brampton'],
  'Burlington/Downtown Burlington': ['Centre-ville de Burlington'],
  'Whitby/Downtown Whitby': ['Centre-ville de Whitby'],
  'Oakville/Old Oakville': ['Downtown Oakville', 'Centre-ville d’Oakville'],
}

/** The other names of a neighbourhood, none when it has only its own. */
export function placeAliases(city: string, name: string): readonly string[] {
  return PLACE_ALIASES[`${city}/${name}`] ?? []
}
