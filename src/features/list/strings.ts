import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/list.json'
import fr from '../../locales/fr/list.json'

export const listStrings: NamespaceBundles = { en, fr }
