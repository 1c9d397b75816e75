export { ListingCardFor, isPublicListing, streetLine } from './ListingCardFor'
export { listingStrings } from './strings'
