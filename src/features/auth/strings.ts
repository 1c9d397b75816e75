import en from '../../locales/en/auth.json'
import fr from '../../locales/fr/auth.json'
import type { NamespaceBundles } from '../../app/useNamespace'

export const authStrings: NamespaceBundles = { en, fr }
