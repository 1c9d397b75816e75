import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/marketing.json'

export const marketingStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/marketing.json') },
}
