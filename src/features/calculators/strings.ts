import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/calculators.json'

export const calculatorStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/calculators.json') },
}
