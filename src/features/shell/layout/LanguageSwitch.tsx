import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { changeLanguage, languages } from '../../../app/i18n'
import { useI18nInstance } from '../../../app/useI18nInstance'

export interface LanguageSwitchProps {
  readonly inverted?: boolean
}

/** English or French; the choice is remembered for the next visit. */
export function LanguageSwitch({ inverted = false }: LanguageSwitchProps) {
  const { t } = useTranslation()
  const i18n = useI18nInstance()
  const current = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en'
  const ink = inverted ? 'common.white' : 'text.primary'

  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('language.label')}>
      {languages.map((language) => {
        const selected = language === current
        return (
          <Button
            key={language}
            lang={language}
            size="small"
            variant={selected ? 'contained' : 'text'}
            aria-pressed={selected}
            onClick={() => void changeLanguage(i18n, language)}
            sx={selected ? undefined : { color: ink }}
          >
            {t(`language.${language}`)}
          </Button>
        )
      })}
    </Stack>
  )
}
