import { useTranslation } from 'react-i18next'
import type { NamespaceStrings } from '../../app/useNamespace'
import { useNamespace } from '../../app/useNamespace'
import en from '../../locales/en/preApproval.json'

export const preApprovalStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/preApproval.json') },
}

/** Loads the pre-approval strings and gives their `t`. */
export function usePreApprovalText() {
  useNamespace('preApproval', preApprovalStrings)
  return useTranslation('preApproval').t
}

export type PreApprovalT = ReturnType<typeof usePreApprovalText>
