import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/trends.json'

export const trendsStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/trends.json') },
}
