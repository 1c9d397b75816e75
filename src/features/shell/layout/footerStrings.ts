import { useTranslation } from 'react-i18next'
import { useNamespace, type NamespaceStrings } from '../../../app/useNamespace'
import en from '../../../locales/en/footer.json'

/**
 * The footer's own words (its columns, the brokerage's legal lines): they load with the footer,
 * which renders after the page above it, rather than with the entry.
 */
const footerStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../../locales/fr/footer.json') },
}

/** Loads the footer's strings and gives their `t`. */
export function useFooterText() {
  useNamespace('footer', footerStrings)
  return useTranslation('footer').t
}
