import { useTranslation } from 'react-i18next'
import type { NamespaceBundles } from '../../app/useNamespace'
import { useNamespace } from '../../app/useNamespace'
import en from '../../locales/en/profile.json'
import fr from '../../locales/fr/profile.json'

export const profileStrings: NamespaceBundles = { en, fr }

/** Loads the profile strings and gives their `t`. */
export function useProfileText() {
  useNamespace('profile', profileStrings)
  return useTranslation('profile').t
}
