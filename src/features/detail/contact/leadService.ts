import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import type { ListingContactLead } from '../../../../contract/lead'
import { config } from '../../../app/config'
import { linkUrl } from '../../../lib/lead/listingLead'
import { logger } from '../../../lib/logger'

/** The product group whose meta call lists the lead schema (second spec: sign-up's group). */
export const LEAD_GROUP = 'real_estate'

/** The meta call's Link relation for the lead schema (first spec, section 7). */
export const LEAD_SCHEMA_REL = 'user'

let pending: Promise<ValidateFunction | undefined> | undefined

async function fetchValidator(): Promise<ValidateFunction | undefined> {
  const metaUrl = `${config.realtyApiUrl}/meta?group=${LEAD_GROUP}`
  const meta = await fetch(metaUrl)
  if (meta.status >= 400) throw new Error(`meta answered ${String(meta.status)}`)
  const schemaUrl = linkUrl(meta.headers.get('link'), LEAD_SCHEMA_REL, metaUrl)
  if (!schemaUrl) throw new Error('the meta call lists no lead schema')
  const response = await fetch(schemaUrl)
  if (response.status >= 400) throw new Error(`the lead schema answered ${String(response.status)}`)
  const schema = (await response.json()) as object
  return new Ajv({ allErrors: true, strict: false }).compile(schema)
}

/**
 * The lead schema from the realty service's meta call, compiled once per page load. Undefined
 * when it could not load: 'There has been an error at (getSchema).' is logged (first spec,
 * section 8) and the server's own check still guards the lead.
 */
export function leadValidator(): Promise<ValidateFunction | undefined> {
  pending ??= fetchValidator().catch((error: unknown) => {
    logger.error('There has been an error at (getSchema).', error)
    pending = undefined
    return undefined
  })
  return pending
}

export type SchemaErrors = readonly ErrorObject[]

/**
 * POST /realty/contact on the contact service. True on 200; any other answer or a network
 * failure is logged only ('Could not create this contact.', first spec, section 8).
 */
export async function sendListingLead(lead: ListingContactLead): Promise<boolean> {
  try {
    const response = await fetch(`${config.contactApiUrl}/realty/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    })
    if (response.status === 200) return true
    logger.error('Could not create this contact.', response.status)
  } catch (error) {
    logger.error('Could not create this contact.', error)
  }
  return false
}
