export { ListingCardFor, isPublicListing, streetLine } from './ListingCardFor'
