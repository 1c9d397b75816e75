import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useUpdateUserMutation, useUserQuery } from '../../services/customerApi'

/**
 * Alert e-mails are written in the language the customer reads the site in: once the profile is
 * loaded, a language that differs from the one on file is saved (English or French).
 */
export function useEmailLanguage(): void {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage?.startsWith('fr') ? 'fr' : 'en'
  const { data: user } = useUserQuery(undefined)
  const [update] = useUpdateUserMutation()
  useEffect(() => {
    if (user?.language !== undefined && user.language !== language) {
      void update({ language })
    }
  }, [user, language, update])
}
