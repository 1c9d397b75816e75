import { MarketingPage } from './MarketingPage'

export function BuyingPage() {
  return (
    <MarketingPage page="buying" heroTo="/map" art={['approval', 'offer', 'closing', 'keys']} />
  )
}
