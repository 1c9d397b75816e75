import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/detail.json'
import fr from '../../locales/fr/detail.json'

export const detailStrings: NamespaceBundles = { en, fr }
