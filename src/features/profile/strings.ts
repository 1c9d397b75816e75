import { useTranslation } from 'react-i18next'
import type { NamespaceStrings } from '../../app/useNamespace'
import { useNamespace } from '../../app/useNamespace'
import en from '../../locales/en/profile.json'

export const profileStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/profile.json') },
}

/** Loads the profile strings and gives their `t`. */
export function useProfileText() {
  useNamespace('profile', profileStrings)
  return useTranslation('profile').t
}
