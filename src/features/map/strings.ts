import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/map.json'
import fr from '../../locales/fr/map.json'

export const mapStrings: NamespaceBundles = { en, fr }
