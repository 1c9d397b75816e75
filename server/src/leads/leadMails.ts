import { detailPath } from '../../../contract/detailPath'
import { streetLine } from '../../../contract/streetLine'
import type { OutboxRow } from '../alerts/alertRows'
import type { Mailbox, OutgoingMail } from '../alerts/mailer'
import type { CustomerDb } from '../db/customerDb'
import { photoUrlOf } from './assignedRealtor'
import {
  composeRealtorEmail,
  composeVisitorEmail,
  type LeadListing,
  type LeadMailFacts,
} from './leadEmails'
import type { ListingLookup } from './listingLookup'
import { rosterStore } from './roster'

/** What a lead's realtor e-mail remembers of the request that sent it. */
export interface LeadMailPayload {
  /** The signed-in customer who sent the lead; null for a guest. */
  readonly customerSub: string | null
}

/** A saved home or search beyond these is for the staff view, not the realtor's first call. */
const SAVED_SHOWN = 10

interface Links {
  readonly siteUrl: string
  readonly imageCdnUrl: string
}

/**
 * Builds a lead's outbox e-mails when they are sent, from the lead as stored now: to its realtor
 * (`lead-realtor`) and to the visitor (`lead-visitor`). Undefined when there is nothing to send
 * any more (the lead or its realtor gone). The listing is read from the realty service; when it
 * cannot be, the e-mail shows what the lead said of it rather than waiting.
 */
export function leadMails(db: CustomerDb, lookup: ListingLookup, links: Links) {
  const roster = rosterStore(db)

  async function listingOf(lead: {
    code: string | null
    board_id: number | null
    address: string | null
    price: number | null
  }): Promise<LeadListing | undefined> {
    if (lead.code === null || lead.board_id === null) return undefined
    const said = { address: lead.address ?? lead.code, price: lead.price ?? 0 }
    const listing = await lookup(lead.code, lead.board_id).catch(() => undefined)
    if (!listing) return said
    const photo = listing.images[0]
    return {
      address: listing.address.streetName ? streetLine(listing) : said.address,
      price: listing.listPrice,
      url: `${links.siteUrl}${detailPath(listing)}`,
      photoUrl: photo && `${links.imageCdnUrl}/${encodeURIComponent(photo)}?w=600&f=jpeg`,
    }
  }

  async function customerOf(sub: string | null): Promise<LeadMailFacts['customer']> {
    if (sub === null) return undefined
    const [homes, searches] = await Promise.all([
      db
        .selectFrom('saved_homes')
        .select(['address', 'path', 'price'])
        .where('customer_sub', '=', sub)
        .orderBy('id', 'desc')
        .limit(SAVED_SHOWN)
        .execute(),
      db
        .selectFrom('saved_searches')
        .select(['name', 'path'])
        .where('customer_sub', '=', sub)
        .orderBy('id', 'desc')
        .limit(SAVED_SHOWN)
        .execute(),
    ])
    return {
      savedHomes: homes.map((home) => ({
        address: home.address,
        url: `${links.siteUrl}${home.path}`,
        price: home.price,
      })),
      savedSearches: searches.map((search) => ({
        name: search.name,
        url: `${links.siteUrl}${search.path}`,
      })),
    }
  }

  return async (row: OutboxRow): Promise<OutgoingMail | undefined> => {
    if (row.leadId === null) return undefined
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', row.leadId)
      .executeTakeFirst()
    const realtor = lead?.realtor_id ? await roster.byId(lead.realtor_id) : undefined
    if (!lead || !realtor) return undefined
    const payload = JSON.parse(row.payload) as Partial<LeadMailPayload>
    const facts: LeadMailFacts = {
      id: lead.id,
      first: lead.first_name,
      last: lead.last_name,
      email: lead.email,
      phone: lead.phone ?? '',
      message: lead.message,
      city: lead.city ?? '',
      price: lead.price ?? 0,
      language: lead.language,
      listing: await listingOf(lead),
      realtor: {
        name: realtor.name,
        phone: realtor.phone,
        photoUrl: photoUrlOf(realtor, links.siteUrl),
      },
      customer:
        row.kind === 'lead-realtor' ? await customerOf(payload.customerSub ?? null) : undefined,
    }
    // The visitor's address as a mailbox object, never pasted into a header: any address the
    // form accepts (quotes, commas and all) reaches exactly its one mailbox.
    const visitor: Mailbox = { name: '', address: lead.email }
    if (row.kind === 'lead-realtor') {
      // The realtor's reply goes to the visitor.
      return { to: realtor.email, replyTo: visitor, ...composeRealtorEmail(facts) }
    }
    return { to: visitor, ...composeVisitorEmail(facts) }
  }
}

export type LeadMails = ReturnType<typeof leadMails>
