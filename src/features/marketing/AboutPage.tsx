import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { config } from '../../app/config'
import { pageUrl } from '../../ui/pageUrl'
import { ShareMenu } from '../../ui/ShareMenu'
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
  const { pathname } = useLocation()
  return (
    <ShareMenu
      url={pageUrl(`${config.basePath}${pathname}`)}
      title={t('about.hero.title')}
      tone="onDark"
      labels={{
        share: t('share.share'),
        facebook: t('share.facebook'),
        x: t('share.x'),
        linkedin: t('share.linkedin'),
        copyLink: t('share.copyLink'),
        copied: t('share.copied'),
        newTab: t('nav.newTab', { ns: 'common' }),
      }}
    />
  )
}
