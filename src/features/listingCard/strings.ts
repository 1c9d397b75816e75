import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/listing.json'

export const listingStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/listing.json') },
}
