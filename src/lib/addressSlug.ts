// The detail page's path is shared with the customer service's e-mails, so it lives in the contract.
export { addressSlug, detailPath } from '../../contract/detailPath'
export type { DetailPathListing, SlugAddress } from '../../contract/detailPath'
