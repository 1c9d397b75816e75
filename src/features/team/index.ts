// The brokerage's realtors: the marketing pages' carousel and the detail page's agent card both
// read them here, so the detail page loads the team without the marketing pages' carousels.
export { realtors, type Realtor } from './realtors'
