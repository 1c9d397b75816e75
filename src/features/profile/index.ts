export { ListingHeart } from './ListingHeart'
export { SaveHomeButton } from './SaveHomeButton'
export { SaveSearchButton } from './SaveSearchButton'
