import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { addNamespace, type NamespaceStrings } from './i18n'
import { useI18nInstance } from './useI18nInstance'

export type { NamespaceStrings } from './i18n'

/**
 * Joins a screen's strings to the i18n instance when it first renders, so the entry bundle
 * carries only the shell's strings. In a language other than English the component suspends
 * until that language's strings have loaded, so a French visitor never sees English flash first.
 * Call before `useTranslation(namespace)`.
 */
export function useNamespace(namespace: string, strings: NamespaceStrings): void {
  // Subscribes the component to language changes first, as screens have always done here: a
  // French listing page once warned of its hooks changing order with only context reads around
  // its suspensions, where this call's hooks sat before.
  useTranslation()
  const pending = addNamespace(useI18nInstance(), namespace, strings)
  if (pending) use(pending)
}
