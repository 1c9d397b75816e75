import { http, HttpResponse } from 'msw'
import { LEAD_SCHEMA_PATH, Lead, type AssignedRealtor } from '../../contract/lead'
import { documentText } from '../../server/src/meta/documents'

const SERVICE = 'http://127.0.0.1:8787'
export const metaUrl = `${SERVICE}/meta`
export const leadSchemaUrl = `${SERVICE}${LEAD_SCHEMA_PATH}`
export const contactUrl = `${SERVICE}/realty/contact`

/** The schema text exactly as the local service serves it. */
export const leadSchemaText = documentText(Lead)

export interface LeadServiceOptions {
  /** What POST /realty/contact answers; 200 by default. */
  readonly contactStatus?: number
  /** The reason a refusal gives (the service's `message`); 'refused' by default. */
  readonly contactReason?: string
  /** Holds the contact reply until the test resolves it, to look at the submitting state. */
  readonly contactGate?: Promise<void>
  /** The meta call fails with this status instead of linking the schema. */
  readonly metaStatus?: number
  /** The schema fetch waits for this, to look at the loading state. */
  readonly schemaGate?: Promise<void>
  /** The realtor a 200 names; none by default (a roster with no active realtor). */
  readonly realtor?: AssignedRealtor
}

/**
 * The realty meta call, the lead schema it links to, and the contact service, with every lead
 * the SPA posts kept in `sent` for the test to read.
 */
export function leadService(options: LeadServiceOptions = {}) {
  const sent: unknown[] = []
  /** Each lead's Accept-Language, in the order sent. */
  const languages: (string | null)[] = []
  const metaCalls: string[] = []
  const handlers = [
    http.get(metaUrl, ({ request }) => {
      metaCalls.push(request.url)
      if (options.metaStatus) return new HttpResponse(null, { status: options.metaStatus })
      return HttpResponse.json(
        { group: new URL(request.url).searchParams.get('group') },
        { headers: { link: `<${leadSchemaUrl}>; rel="user"` } },
      )
    }),
    http.get(leadSchemaUrl, async () => {
      await options.schemaGate
      return new HttpResponse(leadSchemaText, { headers: { 'content-type': 'application/json' } })
    }),
    http.post(contactUrl, async ({ request }) => {
      sent.push(await request.json())
      languages.push(request.headers.get('accept-language'))
      await options.contactGate
      const status = options.contactStatus ?? 200
      const { realtor } = options
      return status === 200
        ? HttpResponse.json({ id: sent.length, status: 'received', ...(realtor && { realtor }) })
        : HttpResponse.json(
            { statusCode: status, error: 'Refused', message: options.contactReason ?? 'refused' },
            { status },
          )
    }),
  ]
  return { handlers, sent, languages, metaCalls }
}
