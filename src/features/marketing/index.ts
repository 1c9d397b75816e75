export { RealtorsSection } from './team/RealtorsSection'
export { ReviewsSection } from './reviews/ReviewsSection'
export { marketingStrings } from './strings'
export { HomeFeatures, HomeSearchAgain, PageShare } from './HomeSections'
