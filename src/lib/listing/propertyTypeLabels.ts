/**
 * What a visitor reads for each board property type, in English and French. Boards write their
 * types in a clipped code ('Att/Row/Twnhouse', 'Det Condo', 'Store W/Apt/Offc') that reads as a
 * typo on a page, so each gets a plain name in both languages; the generated feed's own names
 * ('Detached', 'Condo Apartment') read as they are in English. The provider's published list of
 * values is the enum of `details.propertyType` in Repliers-io/api-docs `docs/estimates.yml`
 * (commit 58ceb5a), copied in tests/fixtures/published/propertyTypes.ts, whose test checks that
 * every value has a label here.
 */
const LABELS: Readonly<Record<string, { readonly en: string; readonly fr: string }>> = {
  // The provider's published values.
  'Att/Row/Twnhouse': { en: 'Row townhouse', fr: 'Maison en rangée' },
  'Co-Op Apt': { en: 'Co-op apartment', fr: 'Appartement en coopérative' },
  'Co-Ownership Apt': { en: 'Co-ownership apartment', fr: 'Appartement en copropriété indivise' },
  'Comm Element Condo': {
    en: 'Common element condo',
    fr: 'Copropriété à éléments communs',
  },
  // The search's Home Type names this one 'Condo Apt': one name for the filter and the listing.
  'Condo Apt': { en: 'Condo Apt', fr: 'Appartement en copropriété' },
  'Condo Townhouse': { en: 'Condo Townhouse', fr: 'Maison en rangée en copropriété' },
  Cottage: { en: 'Cottage', fr: 'Chalet' },
  'Det Condo': { en: 'Detached condo', fr: 'Maison individuelle en copropriété' },
  Detached: { en: 'Detached', fr: 'Maison individuelle' },
  Duplex: { en: 'Duplex', fr: 'Duplex' },
  Farm: { en: 'Farm', fr: 'Ferme' },
  Fourplex: { en: 'Fourplex', fr: 'Quadruplex' },
  'Leasehold Condo': { en: 'Leasehold condo', fr: 'Copropriété sur bail foncier' },
  Link: { en: 'Link', fr: 'Maison liée' },
  Locker: { en: 'Storage locker', fr: 'Casier de rangement' },
  'Lower Level': { en: 'Lower level', fr: 'Niveau inférieur' },
  'Mobile/Trailer': { en: 'Mobile home', fr: 'Maison mobile' },
  Multiplex: { en: 'Multiplex', fr: 'Multiplex' },
  Other: { en: 'Other', fr: 'Autre' },
  'Parking Space': { en: 'Parking space', fr: 'Place de stationnement' },
  Room: { en: 'Room', fr: 'Chambre' },
  'Rural Resid': { en: 'Rural residence', fr: 'Résidence rurale' },
  'Semi-Det Condo': { en: 'Semi-detached condo', fr: 'Maison jumelée en copropriété' },
  'Semi-Detached': { en: 'Semi-Detached', fr: 'Maison jumelée' },
  'Shared Room': { en: 'Shared room', fr: 'Chambre partagée' },
  'Store W/Apt/Offc': {
    en: 'Store with apartment or office',
    fr: 'Commerce avec logement ou bureau',
  },
  'Store W/Apt/Office': {
    en: 'Store with apartment or office',
    fr: 'Commerce avec logement ou bureau',
  },
  'Time Share': { en: 'Timeshare', fr: 'Multipropriété' },
  Triplex: { en: 'Triplex', fr: 'Triplex' },
  'Upper Level': { en: 'Upper level', fr: 'Niveau supérieur' },
  'Vacant Land': { en: 'Vacant Land', fr: 'Terrain vacant' },
  'Vacant Land Condo': { en: 'Vacant land condo', fr: 'Terrain vacant en copropriété' },
  // The generated feed's values.
  'Condo Apartment': { en: 'Condo Apartment', fr: 'Appartement en copropriété' },
  'Att/Row/Townhouse': { en: 'Att/Row/Townhouse', fr: 'Maison en rangée' },
  Townhouse: { en: 'Townhouse', fr: 'Maison en rangée' },
  'Commercial Retail': { en: 'Commercial Retail', fr: 'Commerce de détail' },
  Office: { en: 'Office', fr: 'Bureaux' },
  Industrial: { en: 'Industrial', fr: 'Industriel' },
  'Sale Of Business': { en: 'Sale Of Business', fr: 'Vente d’entreprise' },
  Commercial: { en: 'Commercial', fr: 'Commercial' },
}

/** Own entries only, so a value such as 'constructor' is no label. */
export const PROPERTY_TYPE_LABELS: ReadonlyMap<
  string,
  { readonly en: string; readonly fr: string }
> = new Map(Object.entries(LABELS))
