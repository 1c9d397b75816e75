import { useTranslation } from 'react-i18next'
import type { NamespaceBundles } from '../../app/useNamespace'
import { useNamespace } from '../../app/useNamespace'
import en from '../../locales/en/preApproval.json'
import fr from '../../locales/fr/preApproval.json'

export const preApprovalStrings: NamespaceBundles = { en, fr }

/** Loads the pre-approval strings and gives their `t`. */
export function usePreApprovalText() {
  useNamespace('preApproval', preApprovalStrings)
  return useTranslation('preApproval').t
}

export type PreApprovalT = ReturnType<typeof usePreApprovalText>
