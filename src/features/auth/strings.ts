import en from '../../locales/en/auth.json'
import type { NamespaceStrings } from '../../app/useNamespace'

export const authStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/auth.json') },
}
