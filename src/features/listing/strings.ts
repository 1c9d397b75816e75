import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/listing.json'
import fr from '../../locales/fr/listing.json'

export const listingStrings: NamespaceBundles = { en, fr }
