import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config'
import type { CustomerDb } from '../db/customerDb'
import type { createMarketFeed } from '../feed/marketFeed'
import { createAlertService } from './alertService'
import { unsubscribeRoutes } from './unsubscribeRoutes'

/**
 * The alert job and its unsubscribe pages: started once the app is ready, woken when the market
 * moves, stopped before the app closes.
 */
export async function registerAlerts(
  app: FastifyInstance,
  config: ServerConfig,
  {
    customers,
    feed,
    serviceKey,
  }: {
    readonly customers: CustomerDb
    readonly feed: ReturnType<typeof createMarketFeed>
    readonly serviceKey: string
  },
) {
  const alerts = await createAlertService(customers, {
    config: config.alerts,
    serviceKey,
    log: app.log,
    ownUrl: () => {
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      return `http://127.0.0.1:${String(port)}`
    },
  })
  app.decorate('alerts', alerts)
  // The moved market may hold what an instant search waits for: the job runs soon after.
  const stopWaking = feed.onApplied(() => {
    alerts.wake()
  })
  await app.register(unsubscribeRoutes, { alerts, siteUrl: config.alerts.siteUrl })
  app.addHook('onReady', () => {
    alerts.start()
  })
  app.addHook('preClose', async () => {
    stopWaking()
    await alerts.stop()
  })
}
