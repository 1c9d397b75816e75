import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/search.json'

export const searchStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/search.json') },
}
