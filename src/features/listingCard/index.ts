export { ListingCardFor, isPublicListing, streetLine } from './ListingCardFor'
export { ListingCardGrid } from './ListingCardGrid'
export { listingStrings } from './strings'
