import type { ApplicationFields } from '../../../contract/application'
import type { SavedHome, SavedSearch } from '../../../contract/customer'
import type { Lead } from '../../../contract/lead'
import { phoneDigits } from '../contact/store'

/*
 * What the CRM is told, in the Follow Up Boss Events API's shape (`POST /v1/events`), the one a
 * website sends its leads and their activity through so the CRM dedupes the person, assigns an
 * agent and starts its action plans. Sources read for the shape (2026-11):
 * - https://docs.followupboss.com/reference/events-post: the endpoint, the types that start
 *   action plans (Registration, Seller Inquiry, Property Inquiry, General Inquiry), a 204 when
 *   the source's lead flow is archived;
 * - https://github.com/FollowUpBoss/fub-api-examples (bash/, php/): the bodies, `source`, `type`,
 *   `message`, `person` {firstName, lastName, emails: [{value}], phones: [{value}], tags} and
 *   `property` {street, city, state, code, mlsNumber, price, forRent, url, type, bedrooms,
 *   bathrooms, area, lot};
 * - https://docs.followupboss.com/reference/identification: `system` names the software sending,
 *   `source` the brand the lead came from; the X-System and X-System-Key headers.
 * The event types' full list (GET /v1/events' `type` filter) also names "Saved Property" and
 * "Saved Property Search". No source we could read gives `propertySearch`'s fields, so a saved
 * search travels as its name and link in `message` rather than as fields guessed.
 */

/** The event types this site sends. */
export type CrmEventType =
  | 'Property Inquiry'
  | 'General Inquiry'
  | 'Seller Inquiry'
  | 'Registration'
  | 'Saved Property'
  | 'Saved Property Search'

export interface CrmPerson {
  readonly firstName?: string
  readonly lastName?: string
  readonly emails: readonly { readonly value: string }[]
  readonly phones?: readonly { readonly value: string }[]
}

export interface CrmProperty {
  readonly street?: string
  readonly city?: string
  readonly mlsNumber?: string
  readonly price?: number
  readonly url?: string
}

/** One `POST /v1/events` body. */
export interface CrmEventBody {
  readonly source: string
  readonly system: string
  readonly type: CrmEventType
  readonly message?: string
  readonly person: CrmPerson
  readonly property?: CrmProperty
}

/** Who sends: the site's brand (`source`), the software (`system`) and where its pages are. */
export interface CrmSite {
  readonly source: string
  readonly system: string
  /** The SPA's address with its base path, no trailing slash: pages' paths follow it. */
  readonly siteUrl: string
}

/** An event decided: what caused it (unique), whose it is, and its body. */
export interface CrmEvent {
  readonly cause: string
  readonly leadId: number | null
  readonly customerSub: string | null
  readonly body: CrmEventBody
}

/** A signed-in customer as the CRM knows them. */
export interface CrmCustomer {
  readonly sub: string
  readonly email: string
  readonly givenName: string
  readonly familyName: string
  readonly phone?: string | null
}

/** Blank names are left out rather than sent empty: the CRM names the person from the e-mail. */
const named = (first: string, last: string) => ({
  ...(first.trim() && { firstName: first.trim() }),
  ...(last.trim() && { lastName: last.trim() }),
})

const customerPerson = (customer: CrmCustomer): CrmPerson => ({
  ...named(customer.givenName, customer.familyName),
  emails: [{ value: customer.email }],
  ...(customer.phone && { phones: [{ value: customer.phone }] }),
})

const base = (site: CrmSite, type: CrmEventType) => ({
  source: site.source,
  system: site.system,
  type,
})

/** What a general form's visitor wants, in the words an agent reads first: what, where, how much. */
function wishOf({ intent, property: { city, price } }: Lead): string {
  const amount = price === undefined ? '' : `, around $${price.toLocaleString('en-CA')}`
  if (intent === 'sell') return `Selling in ${city}${amount}`
  if (intent === 'rent') return `Renting in ${city}${amount && `${amount} a month`}`
  return `Looking in ${city}${amount}`
}

/**
 * A lead from a form: a listing page's question is a Property Inquiry about that listing (its
 * MLS number, address, city and price), any other form a General Inquiry with the city and
 * budget the visitor gave in the message the agent reads first.
 */
export function leadEvent(site: CrmSite, leadId: number, lead: Lead): CrmEvent {
  const person: CrmPerson = {
    ...named(lead.user.name.first, lead.user.name.last),
    emails: [{ value: lead.user.email }],
    phones: [{ value: phoneDigits(lead.user.phone) }],
  }
  const listing = lead.boardId !== undefined
  const said = lead.message?.trim() ? [lead.message.trim()] : []
  const message = (listing ? said : [...said, wishOf(lead)]).join('\n')
  const type = listing
    ? 'Property Inquiry'
    : lead.intent === 'sell'
      ? 'Seller Inquiry'
      : 'General Inquiry'
  return {
    cause: `lead:${String(leadId)}`,
    leadId,
    customerSub: null,
    body: {
      ...base(site, type),
      ...(message && { message }),
      person,
      ...(listing && {
        property: {
          ...(lead.property.address && { street: lead.property.address }),
          city: lead.property.city,
          ...(lead.code && { mlsNumber: lead.code }),
          ...(lead.property.price !== undefined && { price: lead.property.price }),
        },
      }),
    },
  }
}

/** A customer's first signed-in call: their account exists from now on. */
export function registrationEvent(site: CrmSite, customer: CrmCustomer): CrmEvent {
  return {
    cause: `registration:${customer.sub}`,
    leadId: null,
    customerSub: customer.sub,
    body: { ...base(site, 'Registration'), person: customerPerson(customer) },
  }
}

/** A home saved to the customer's list: the listing, with a link to its page. */
export function savedHomeEvent(site: CrmSite, customer: CrmCustomer, home: SavedHome): CrmEvent {
  return {
    cause: `saved-home:${String(home.id)}`,
    leadId: null,
    customerSub: customer.sub,
    body: {
      ...base(site, 'Saved Property'),
      person: customerPerson(customer),
      property: {
        street: home.address,
        mlsNumber: home.mlsNumber,
        ...(home.price !== null && { price: home.price }),
        url: `${site.siteUrl}${home.path}`,
      },
    },
  }
}

/** A search saved for alerts: its name and the link that runs it again. */
export function savedSearchEvent(
  site: CrmSite,
  customer: CrmCustomer,
  search: SavedSearch,
): CrmEvent {
  return {
    cause: `saved-search:${String(search.id)}`,
    leadId: null,
    customerSub: customer.sub,
    body: {
      ...base(site, 'Saved Property Search'),
      message: `Saved the search "${search.name}": ${site.siteUrl}${search.path}`,
      person: customerPerson(customer),
    },
  }
}

/** A sent pre-approval application, as the CRM hears of it. */
export interface CrmApplication {
  readonly id: number
  readonly fields: ApplicationFields
  /** The application in the staff view. */
  readonly staffUrl: string
}

/**
 * A pre-approval application sent: the Events API has no type for a mortgage application, and
 * its docs list General Inquiry among the types that start the CRM's action plans (a Property
 * Inquiry is about one listing, which an application does not name), so it is a General
 * Inquiry whose message says what it is and where the staff read it. The person is the
 * applicant as the form names them (the account's e-mail when the form has none). Income, birth
 * dates and documents are never sent: the CRM is read far more widely than the staff view.
 */
export function applicationEvent(
  site: CrmSite,
  customer: CrmCustomer,
  application: CrmApplication,
): CrmEvent {
  const { applicant, price, property } = application.fields
  const buying =
    price?.total === undefined
      ? 'to buy a home'
      : `to buy a home around $${price.total.toLocaleString('en-CA')}`
  const where = property?.city ? `, living in ${property.city}` : ''
  return {
    cause: `application:${String(application.id)}`,
    leadId: null,
    customerSub: customer.sub,
    body: {
      ...base(site, 'General Inquiry'),
      message:
        `Sent a mortgage pre-approval application (#${String(application.id)}) ${buying}${where}. ` +
        `Staff view: ${application.staffUrl}`,
      person: {
        ...named(
          applicant?.firstName ?? customer.givenName,
          applicant?.lastName ?? customer.familyName,
        ),
        emails: [{ value: applicant?.email ?? customer.email }],
        ...(applicant?.phone && { phones: [{ value: phoneDigits(applicant.phone) }] }),
      },
    },
  }
}
