export { RealtorsSection } from './team/RealtorsSection'
export { ReviewsSection } from './reviews/ReviewsSection'
export { marketingStrings } from './strings'
export { realtors, type Realtor } from './data/realtors'
