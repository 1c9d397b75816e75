import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/leads.json'

export const leadStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/leads.json') },
}
