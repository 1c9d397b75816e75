export { ListingCardFor, streetLine } from './ListingCardFor'
export { ListingCardGrid } from './ListingCardGrid'
export { listingStrings } from './strings'
