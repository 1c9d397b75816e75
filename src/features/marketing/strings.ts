import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/marketing.json'
import fr from '../../locales/fr/marketing.json'

export const marketingStrings: NamespaceBundles = { en, fr }
