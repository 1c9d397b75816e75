import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/trends.json'
import fr from '../../locales/fr/trends.json'

export const trendsStrings: NamespaceBundles = { en, fr }
