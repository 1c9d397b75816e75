import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/list.json'

export const listStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/list.json') },
}
