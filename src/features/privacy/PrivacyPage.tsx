import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { PRIVACY_NOTICE } from './privacyText'

/** The French address of the notice; the English one is `privacy`. */
export const FRENCH_PRIVACY_PATH = 'confidentialite'

/**
 * The privacy notice: in French at its French address or when the visitor reads French, else in
 * English. Its own chunk: no other page carries its text.
 */
export function PrivacyPage() {
  const { i18n } = useTranslation()
  const { pathname } = useLocation()
  const french = pathname.endsWith(`/${FRENCH_PRIVACY_PATH}`) || i18n.language.startsWith('fr')
  const language = french ? 'fr' : 'en'
  const notice = PRIVACY_NOTICE[language]
  return (
    <Container component="article" lang={language} maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {notice.title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{notice.intro}</Typography>
      {notice.sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={{ mb: 1 }}>
              {text}
            </Typography>
          ))}
          {section.items && (
            <ul>
              {section.items.map((text) => (
                <Typography component="li" key={text} sx={{ mb: 1 }}>
                  {text}
                </Typography>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Container>
  )
}
