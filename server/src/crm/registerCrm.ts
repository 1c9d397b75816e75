import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'
import { crmEventStore } from './crmEventStore'
import { crmRecorder, type CrmRecorder } from './crmRecorder'
import { crmSender, type CrmSender } from './crmSender'

declare module 'fastify' {
  interface FastifyInstance {
    /** Records the CRM events of leads and customers' activity, in their own transactions. */
    crm: CrmRecorder
    /** Delivers them; none when no CRM is configured. */
    crmSender: CrmSender | undefined
  }
}

/**
 * The CRM events: a recorder for the stores (`app.crm`), and, with a CRM configured, the
 * sender, started once the app is ready and stopped before it closes (waiting for the attempt
 * under way, so a clean stop never leaves a claimed row behind).
 */
export function registerCrm(app: FastifyInstance, config: ServerConfig): void {
  const { crm } = config
  const site = {
    source: crm.source ?? new URL(config.alerts.siteUrl).host,
    system: crm.target?.system ?? 'Homewise',
    siteUrl: config.alerts.siteUrl,
  }
  const sender =
    crm.target &&
    crmSender({
      store: crmEventStore(app.customers),
      target: crm.target,
      rules: crm.retry,
      intervalMs: crm.intervalMs,
      log: app.log,
    })
  app.decorate(
    'crm',
    crmRecorder(site, {
      sending: sender !== undefined,
      // An instance that sends none leaves its events to the others' interval.
      recorded: sender && crm.intervalMs > 0 ? () => sender.wake() : undefined,
    }),
  )
  app.decorate('crmSender', sender)
  if (!sender) return
  app.addHook('onReady', () => {
    sender.start()
  })
  app.addHook('preClose', () => sender.stop())
}
