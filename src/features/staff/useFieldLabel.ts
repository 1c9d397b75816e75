import { useTranslation } from 'react-i18next'
import { useNamespace, type NamespaceStrings } from '../../app/useNamespace'
import en from '../../locales/en/preApproval.json'
import { useStaffText } from './strings'

/** The pre-approval form's strings, for the labels its applicant saw. */
const formStrings: NamespaceStrings = {
  en,
  load: { fr: () => import('../../locales/fr/preApproval.json') },
}

/**
 * A pre-approval field's label in the page's language: the words the applicant saw on the form,
 * the date of birth named by the staff strings, a field without a label by its key.
 */
export function useFieldLabel(): (key: string) => string {
  const staff = useStaffText()
  useNamespace('preApproval', formStrings)
  const { t } = useTranslation('preApproval')
  const labels: Record<string, string> = t('fields', { returnObjects: true })
  return (key) => {
    if (key === 'dob') return staff('applications.dob')
    return labels[key] ?? key
  }
}
