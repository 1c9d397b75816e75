import type { NamespaceBundles } from '../../app/useNamespace'
import en from '../../locales/en/calculators.json'
import fr from '../../locales/fr/calculators.json'

export const calculatorStrings: NamespaceBundles = { en, fr }
