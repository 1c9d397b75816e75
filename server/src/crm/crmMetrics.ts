import { Gauge, type Registry } from 'prom-client'
import type { CustomerDb } from '../db/customerDb'

const STATUSES = ['pending', 'sent', 'parked', 'kept'] as const

/**
 * The CRM events' gauges, read from the database when scraped, so every instance reports the
 * same figures whichever sent them: events by status (a rising `parked` wants a look), and how
 * long the oldest pending one has waited (an outage shows as a climb). A failed read is NaN.
 */
export function registerCrmGauges(registry: Registry, customers: CustomerDb, now: () => number) {
  new Gauge({
    name: 'crm_events',
    help: 'CRM events by delivery status (pending, sent, parked, kept: no CRM configured)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await customers
          .selectFrom('crm_events')
          .select((eb) => ['status', eb.fn.countAll().as('count')])
          .groupBy('status')
          .execute()
        for (const status of STATUSES) {
          const row = rows.find((found) => found.status === status)
          this.set({ status }, Number(row?.count ?? 0))
        }
      } catch {
        for (const status of STATUSES) this.set({ status }, Number.NaN)
      }
    },
  })
  new Gauge({
    name: 'crm_oldest_pending_age_seconds',
    help: 'How long the oldest CRM event waiting to be sent has waited (0: none waiting)',
    registers: [registry],
    async collect() {
      try {
        const row = await customers
          .selectFrom('crm_events')
          .where('status', '=', 'pending')
          .select((eb) => eb.fn.min('created_at').as('oldest'))
          .executeTakeFirst()
        this.set(row?.oldest ? (now() - Date.parse(row.oldest)) / 1000 : 0)
      } catch {
        this.set(Number.NaN)
      }
    },
  })
}
