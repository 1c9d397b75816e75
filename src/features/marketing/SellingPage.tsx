import { MarketingPage } from './MarketingPage'

/** The Selling hero button goes to the contact page. */
export function SellingPage() {
  return (
    <MarketingPage
      page="selling"
      heroTo="/contact"
      heroSign
      art={['pricing', 'staging', 'listing', 'negotiation']}
    />
  )
}
