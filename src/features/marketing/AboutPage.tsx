import { useTranslation } from 'react-i18next'
import { PageShare } from './HomeSections'
import { MarketingPage } from './MarketingPage'

/** About, with the share menu in the hero so the page can be passed on. */
export function AboutPage() {
  return (
    <MarketingPage
      page="about"
      heroTo="/contact"
      art={['team', 'licence', 'mortgage']}
      heroExtra={<AboutShare />}
    />
  )
}

function AboutShare() {
  const { t } = useTranslation('marketing')
  return <PageShare title={t('about.hero.title')} />
}
