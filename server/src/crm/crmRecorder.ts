import type { SavedHome, SavedSearch } from '../../../contract/customer'
import type { Lead } from '../../../contract/lead'
import type { CustomerDb } from '../db/customerDb'
import {
  applicationEvent,
  leadEvent,
  registrationEvent,
  savedHomeEvent,
  savedSearchEvent,
  type CrmApplication,
  type CrmCustomer,
  type CrmEvent,
  type CrmSite,
} from './crmEvents'
import { recordCrmEvent } from './crmEventStore'

/**
 * What the stores call, each in the transaction that stores what happened: one call per cause.
 * Recording never sends; the sender does, after the request.
 */
export interface CrmRecorder {
  lead(trx: CustomerDb, leadId: number, lead: Lead): Promise<void>
  registration(trx: CustomerDb, customer: CrmCustomer): Promise<void>
  savedHome(trx: CustomerDb, customer: CrmCustomer, home: SavedHome): Promise<void>
  savedSearch(trx: CustomerDb, customer: CrmCustomer, search: SavedSearch): Promise<void>
  /** A pre-approval application sent: told once per application, however often it is sent. */
  application(trx: CustomerDb, customer: CrmCustomer, application: CrmApplication): Promise<void>
}

/**
 * A recorder for `site`: its events are `pending` (and `recorded` wakes the sender) when a CRM
 * is configured, `kept` when none is.
 */
export function crmRecorder(
  site: CrmSite,
  { sending, recorded }: { sending: boolean; recorded?: () => void },
): CrmRecorder {
  const record = async (trx: CustomerDb, event: CrmEvent) => {
    await recordCrmEvent(trx, event, sending ? 'pending' : 'kept')
    if (sending) recorded?.()
  }
  return {
    lead: (trx, leadId, lead) => record(trx, leadEvent(site, leadId, lead)),
    registration: (trx, customer) => record(trx, registrationEvent(site, customer)),
    savedHome: (trx, customer, home) => record(trx, savedHomeEvent(site, customer, home)),
    savedSearch: (trx, customer, search) => record(trx, savedSearchEvent(site, customer, search)),
    application: (trx, customer, application) =>
      record(trx, applicationEvent(site, customer, application)),
  }
}

/** For a store built outside the app (a store's own tests): its events are kept, never sent. */
export const keepingCrmRecorder = crmRecorder(
  { source: 'homewise.local', system: 'Homewise', siteUrl: 'http://127.0.0.1:5173/real-estate' },
  { sending: false },
)
