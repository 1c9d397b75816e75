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
 * same title and description the screen sets once it runs.
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

/** The screens whose title and description are fixed strings (`pages.{screen}` in common). */
export type Screen =
  | 'home'
  | 'about'
  | 'buying'
  | 'selling'
  | 'contact'
  | 'calculators'
  | 'trends'
  | 'list'
  | 'map'
  | 'search'
  | 'login'
  | 'newAccount'
  | 'verify'
  | 'profile'
  | 'preApproval'
  | 'notFound'
  | 'listing'

export interface ScreenMetaProps {
  readonly screen: Screen
  /** Values the strings name, such as `place` on the list and map screens. */
  readonly values?: Readonly<Record<string, string>>
}

/** The title and description of one of the app's screens, in the visitor's language. */
export function ScreenMeta({ screen, values }: ScreenMetaProps) {
  const { t } = useTranslation('common')
  return (
    <PageMeta
      title={t(`pages.${screen}.title`, values)}
      description={t(`pages.${screen}.description`, values)}
    />
  )
}
