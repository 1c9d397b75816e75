import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { addNamespace, type NamespaceStrings } from './i18n'

export type { NamespaceStrings } from './i18n'

/**
 * Joins a screen's strings to the i18n instance when it first renders, so the entry bundle
 * carries only the shell's strings. In a language other than English the component suspends
 * until that language's strings have loaded, so a French visitor never sees English flash first.
 * Call before `useTranslation(namespace)`.
 */
export function useNamespace(namespace: string, strings: NamespaceStrings): void {
  const { i18n } = useTranslation()
  const pending = addNamespace(i18n, namespace, strings)
  if (pending) use(pending)
}
