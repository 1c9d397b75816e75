import type { NamespaceStrings } from '../../app/useNamespace'
import { useNamespace } from '../../app/useNamespace'
import { useTranslation } from 'react-i18next'
import en from '../../locales/en/home.json'

export const homeStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/home.json') },
}

/** Loads the home page's strings and gives their `t`. */
export function useHomeText() {
  useNamespace('home', homeStrings)
  return useTranslation('home').t
}
