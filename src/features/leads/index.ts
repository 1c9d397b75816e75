import { lazy } from 'react'

/**
 * The listing page's Contact Realtor form, fetched when it first shows: its phone input brings
 * libphonenumber-js with its metadata (about 40 kB gzip), which the marketing pages' general
 * form does not need.
 */
export const ListingLeadForm = lazy(async () => ({
  default: (await import('./ListingLeadForm')).ListingLeadForm,
}))
export type { LeadListing, ListingLeadFormProps } from './ListingLeadForm'
export { GeneralLeadForm, generalLeadPayload } from './GeneralLeadForm'
export { LEAD_FORM_ANCHOR, LeadSection } from './LeadSection'
export { leadStrings } from './strings'
