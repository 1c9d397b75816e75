import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/detail.json'

export const detailStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/detail.json') },
}
