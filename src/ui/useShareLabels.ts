import { useTranslation } from 'react-i18next'
import type { ShareMenuLabels } from './ShareMenu'

/** The share menu's words, the same on every page that offers it (`share.*` in common). */
export function useShareLabels(): ShareMenuLabels {
  const { t } = useTranslation('common')
  return {
    share: t('share.share'),
    facebook: t('share.facebook'),
    x: t('share.x'),
    linkedin: t('share.linkedin'),
    copyLink: t('share.copyLink'),
    copied: t('share.copied'),
    newTab: t('nav.newTab'),
  }
}
