import type { NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/map.json'

export const mapStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/map.json') },
}
