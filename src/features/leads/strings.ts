import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/leads.json'
import fr from '../../locales/fr/leads.json'

export const leadStrings: NamespaceBundles = { en, fr }
