import { useTranslation } from 'react-i18next'

export interface PageMetaProps {
  /** The screen's own title; the site's name is added after it. */
  readonly title: string
  /** One or two sentences a search result or a shared link shows under the title. */
  readonly description: string
}

/**
 * A screen's document title and meta description. React puts both in the document's head, in
 * the browser and in a render to HTML alike, so the build-time render of a route carries the
 * same title and description the screen sets once it runs. A screen's fixed title and
 * description live in its own namespace as `meta.{screen}` (`t('meta.list', { returnObjects:
 * true, place })` spreads into these props), so each ships with the screen that shows it.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation('common')
  return (
    <>
      <title>{`${title} | ${t('brand.siteName')}`}</title>
      <meta name="description" content={description} />
    </>
  )
}
