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

export type StaffT = ReturnType<typeof useStaffText>

/** A time as the staff read it: date and time in the page's language. */
export function useStaffTime(): (iso: string) => string {
  const { language } = useTranslation().i18n
  return (iso) =>
    new Date(iso).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
}
