import type { i18n as I18n } from 'i18next'
import { useContext } from 'react'
import { I18nContext } from 'react-i18next'

/**
 * The app's i18next instance itself. `useTranslation().i18n` is a copy react-i18next makes for
 * each component (and again on each language change): what the app keeps per instance (the
 * namespaces it has been given and their loads) and a language switch must go through this one,
 * or a switch would not know the screen's namespaces and the screen would blink while they load.
 */
export function useI18nInstance(): I18n {
  return useContext(I18nContext).i18n
}
