import { useTranslation } from 'react-i18next'
import type { NamespaceStrings } from '../../app/useNamespace'
import { useNamespace } from '../../app/useNamespace'
import en from '../../locales/en/staff.json'

export const staffStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/staff.json') },
}

/** Loads the staff strings and gives their `t`. */
export function useStaffText() {
  useNamespace('staff', staffStrings)
  return useTranslation('staff').t
}
