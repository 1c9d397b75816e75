import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useTranslation } from 'react-i18next'
import { changeLanguage, languages, type Language } from '../../../app/i18n'

export interface LanguageSwitchProps {
  readonly inverted?: boolean
}

/** English or French; the choice is remembered for the next visit. */
export function LanguageSwitch({ inverted = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation()
  const current = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en'

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={t('language.label')}
      onChange={(_event, value: Language | null) => {
        if (value) void changeLanguage(i18n, value)
      }}
      sx={
        inverted
          ? {
              '& .MuiToggleButton-root': { color: '#D7DEE7', borderColor: '#4A5A70' },
              '& .MuiToggleButton-root.Mui-selected': {
                color: '#FFFFFF',
                backgroundColor: '#2A3B52',
              },
            }
          : undefined
      }
    >
      {languages.map((language) => (
        <ToggleButton key={language} value={language} lang={language} sx={{ px: 1.5 }}>
          {t(`language.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
