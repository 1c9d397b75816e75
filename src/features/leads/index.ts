export {
  ListingLeadForm,
  listingLeadPayload,
  type LeadListing,
  type ListingLeadFormProps,
} from './ListingLeadForm'
export { leadStrings } from './strings'
