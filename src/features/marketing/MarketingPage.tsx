import { useTranslation } from 'react-i18next'
import type { ReactNode } from 'react'
import { useNamespace } from '../../app/useNamespace'
import { LeadSection } from '../leads'
import type { FeatureArtName } from './art/FeatureArt'
import { ReviewsSection } from './reviews/ReviewsSection'
import { FeatureSections } from './sections/FeatureSections'
import { MarketingHero } from './sections/MarketingHero'
import { PreApprovalCta } from './sections/PreApprovalCta'
import { WhyChoose } from './sections/WhyChoose'
import { marketingStrings } from './strings'
import { RealtorsSection } from './team/RealtorsSection'
import { PageMeta } from '../../ui/PageMeta'

export type MarketingPageId = 'about' | 'buying' | 'selling'

export interface MarketingPageProps {
  readonly page: MarketingPageId
  /** Where the hero's button goes. */
  readonly heroTo: string
  /** One illustration per feature section, in the copy's order. */
  readonly art: readonly FeatureArtName[]
  readonly heroExtra?: ReactNode
  readonly heroSign?: boolean
}

/**
 * The shared shape of About, Buying and Selling: hero, 'Why Choose'
 * blurb, feature sections, realtors, reviews, the lead form, and the pre-approval call to action.
 */
export function MarketingPage({ page, heroTo, art, heroExtra, heroSign }: MarketingPageProps) {
  useNamespace('marketing', marketingStrings)
  const { t } = useTranslation('marketing')
  const copy = t(page, { returnObjects: true })
  const features = copy.features.map((feature, index) => ({
    ...feature,
    art: art[index % art.length] ?? 'team',
  }))

  return (
    <>
      <PageMeta {...t(`meta.${page}`, { returnObjects: true })} />
      <MarketingHero
        title={copy.hero.title}
        lead={copy.hero.lead}
        cta={{ label: copy.hero.cta, to: heroTo }}
        extra={heroExtra}
        sign={heroSign}
      />
      <WhyChoose body={copy.why} />
      <FeatureSections features={features} />
      <RealtorsSection />
      <ReviewsSection />
      <LeadSection defaultIntent={page === 'selling' ? 'sell' : 'buy'} />
      <PreApprovalCta />
    </>
  )
}
