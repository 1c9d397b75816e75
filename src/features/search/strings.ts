import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/search.json'
import fr from '../../locales/fr/search.json'

export const searchStrings: NamespaceBundles = { en, fr }
