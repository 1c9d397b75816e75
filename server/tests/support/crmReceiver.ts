import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Ajv } from 'ajv'
import { Type } from 'typebox'

/*
 * The Follow Up Boss Events API's documented `POST /v1/events` body, as the receiver checks it
 * (docs.followupboss.com/reference/events-post and the examples in FollowUpBoss/fub-api-examples):
 * `source`, `system`, `type` (one of the documented event types), `message`, `person` with
 * `emails`/`phones` as lists of {value}, `property` with its listing fields. Nothing else:
 * a field the CRM does not know would be dropped there, so it is refused here.
 */
const Text = Type.String({ minLength: 1 })
const Values = Type.Array(Type.Object({ value: Text }, { additionalProperties: false }))
const EVENT_TYPES = [
  'Registration',
  'Inquiry',
  'Seller Inquiry',
  'Property Inquiry',
  'General Inquiry',
  'Viewed Property',
  'Saved Property',
  'Visited Website',
  'Incoming Call',
  'Unsubscribed',
  'Property Search',
  'Saved Property Search',
  'Visited Open House',
  'Viewed Page',
] as const

export const FollowUpBossEvent = Type.Object(
  {
    source: Text,
    system: Text,
    type: Type.Union(EVENT_TYPES.map((type) => Type.Literal(type))),
    message: Type.Optional(Text),
    person: Type.Object(
      {
        firstName: Type.Optional(Text),
        lastName: Type.Optional(Text),
        emails: Type.Array(
          Type.Object({ value: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+$' }) }),
          {
            minItems: 1,
          },
        ),
        phones: Type.Optional(Values),
        tags: Type.Optional(Type.Array(Text)),
      },
      { additionalProperties: false },
    ),
    property: Type.Optional(
      Type.Object(
        {
          street: Type.Optional(Text),
          city: Type.Optional(Text),
          state: Type.Optional(Text),
          code: Type.Optional(Text),
          mlsNumber: Type.Optional(Text),
          price: Type.Optional(Type.Number({ minimum: 0 })),
          forRent: Type.Optional(Type.Boolean()),
          url: Type.Optional(Type.String({ pattern: '^https?://' })),
          type: Type.Optional(Text),
          bedrooms: Type.Optional(Type.Number()),
          bathrooms: Type.Optional(Type.Number()),
          area: Type.Optional(Type.Number()),
          lot: Type.Optional(Type.Number()),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

const validate = new Ajv({ allErrors: true, strict: false }).compile(FollowUpBossEvent)

/** An event the receiver took (answered 2xx), with what came with it. */
export interface ReceivedEvent {
  readonly body: Record<string, unknown>
  readonly headers: IncomingHttpHeaders
  /** When it arrived (ms since the epoch). */
  readonly at: number
}

/** How the receiver answers the next request: take it, answer a status, hang, or drop it. */
export type CrmAnswer =
  | { readonly kind: 'accept' }
  | { readonly kind: 'status'; readonly status: number; readonly body: string }
  | { readonly kind: 'hang' }
  | { readonly kind: 'drop' }

export interface CrmReceiver {
  /** The events endpoint: `http://127.0.0.1:<port>/v1/events`. */
  readonly url: string
  /** Events taken, in arrival order. */
  readonly accepted: ReceivedEvent[]
  /** Requests seen, whatever their answer. */
  requests(): number
  /** Bodies that did not match the documented shape, with why. */
  readonly invalid: { body: unknown; errors: string }[]
  /** Answers the next requests this way: `times` of them (all from now unless given). */
  answer(answer: CrmAnswer, times?: number): void
  /** Resolves once `condition` holds, checked after every request. */
  until(condition: () => boolean): Promise<void>
  close(): Promise<void>
}

/** A stand-in for the CRM's events endpoint on a free loopback port, checking every body. */
export async function startCrmReceiver(): Promise<CrmReceiver> {
  const accepted: ReceivedEvent[] = []
  const invalid: { body: unknown; errors: string }[] = []
  const hanging = new Set<ServerResponse>()
  const waiters: { condition: () => boolean; resolve: () => void }[] = []
  let seen = 0
  let plan: { answer: CrmAnswer; times: number }[] = []
  let fallback: CrmAnswer = { kind: 'accept' }

  const check = () => {
    for (const waiter of [...waiters]) {
      if (waiter.condition()) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    }
  }
  const nextAnswer = (): CrmAnswer => {
    const step = plan[0]
    if (!step) return fallback
    step.times -= 1
    if (step.times <= 0) plan = plan.slice(1)
    return step.answer
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      seen += 1
      const answer = nextAnswer()
      const text = Buffer.concat(chunks).toString('utf8')
      if (answer.kind === 'hang') {
        hanging.add(response)
        response.on('close', () => hanging.delete(response))
      } else if (answer.kind === 'drop') {
        request.socket.destroy()
      } else if (answer.kind === 'status') {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
      } else {
        const body = JSON.parse(text) as Record<string, unknown>
        if (!validate(body)) {
          invalid.push({ body, errors: JSON.stringify(validate.errors) })
          response.writeHead(400, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ errorMessage: 'Invalid event' }))
        } else {
          accepted.push({ body, headers: request.headers, at: Date.now() })
          response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}')
        }
      }
      check()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${String(port)}/v1/events`,
    accepted,
    invalid,
    requests: () => seen,
    answer(answer, times) {
      if (times === undefined) {
        plan = []
        fallback = answer
      } else plan.push({ answer, times })
    },
    until(condition) {
      if (condition()) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ condition, resolve }))
    },
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
