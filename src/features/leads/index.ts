export {
  ListingLeadForm,
  listingLeadPayload,
  type LeadListing,
  type ListingLeadFormProps,
} from './ListingLeadForm'
export { GeneralLeadForm, generalLeadPayload } from './GeneralLeadForm'
export { LEAD_FORM_ANCHOR, LeadSection } from './LeadSection'
export { leadStrings } from './strings'
