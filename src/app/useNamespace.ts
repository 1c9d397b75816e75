import { useTranslation } from 'react-i18next'
import { languages, type Language } from './i18n'

export type NamespaceBundles = Readonly<Record<Language, object>>

/**
 * A screen's strings ship in its own chunk (both languages: a few hundred bytes) and join the
 * i18n instance when it first renders, so the entry bundle carries only the shell's strings.
 * Call before `useTranslation(namespace)`.
 */
export function useNamespace(namespace: string, bundles: NamespaceBundles): void {
  const { i18n } = useTranslation()
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundles[language])
    }
  }
}
