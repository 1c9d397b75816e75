import type { ParsedMail } from 'mailparser'
import { expect } from 'vitest'
import type { SavedSearch } from '../../../contract/customer'
import type { FeedTickResponse } from '../../../contract/feed'
import { loadConfig, type ServerConfig } from '../../src/config'
import { callService } from '../call'
import {
  CustomersForFile,
  restartKeepingData,
  startCustomersOnServer,
  stopCustomersOnServer,
  type CustomersOnServer,
} from '../customer/customersOnServer'
import { tickFeed } from '../feed/feedTick'
import type { TestServer } from '../helpers'
import { startMailCatcher, type MailCatcher } from '../../../scripts/stack/mailCatcher'

/** Alerts over real HTTP and SMTP: Amira and Ben on a server with listings that mails a catcher. */
export interface AlertServer extends CustomersOnServer {
  readonly catcher: MailCatcher
}

/** A feed to draw new listings from, alerts run only when a test says so, mail to the catcher. */
const alertSettings = (catcher: MailCatcher): Partial<ServerConfig> => ({
  datasetSize: 1500,
  alerts: { ...loadConfig({}).alerts, intervalMs: 0, smtpUrl: catcher.url },
})

export async function startAlertServer(): Promise<AlertServer> {
  const catcher = await startMailCatcher()
  return { ...(await startCustomersOnServer(() => alertSettings(catcher))), catcher }
}

/** The process restarted: the same data, the same pool and catcher. */
export function restartAlertServer({ server, pool, catcher }: AlertServer): Promise<TestServer> {
  return restartKeepingData(server, pool, alertSettings(catcher))
}

export async function stopAlertServer(alertServer: AlertServer): Promise<void> {
  await stopCustomersOnServer(alertServer)
  await alertServer.catcher.close()
}

/** What alert tests ask the server; `server` is read at each call, as a restart replaces it. */
export function alertCalls(server: () => TestServer) {
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callService(server().baseUrl, method, path, token, body)

  /** The feed's next new home for sale in the city (a relisted one may be a lease or commercial). */
  async function newListing(city: string) {
    for (let tries = 0; tries < 20; tries += 1) {
      const response = await tickFeed(server(), { kind: 'new', city })
      const listing = ((await response.json()) as FeedTickResponse).events[0]?.listing
      if (listing?.type === 'Sale' && listing.class !== 'CommercialProperty') return listing
    }
    throw new Error(`no new listing for sale in ${city}`)
  }

  async function saveSearch(token: string, name: string, path: string) {
    const { status, body } = await call('POST', '/user/saved-searches', token, {
      name,
      path,
      polygon: null,
      frequency: 'instant',
    })
    expect(status).toBe(200)
    return body as SavedSearch
  }

  return { call, newListing, saveSearch }
}

export const mailsIn = (catcher: MailCatcher, address: string) =>
  catcher.mails.filter((mail) => mail.to?.text === address)

/** List-Unsubscribe and List-Unsubscribe-Post, as the parser groups them. */
export const listHeaders = (mail: ParsedMail | undefined) =>
  mail?.headers.get('list') as { unsubscribe?: { url: string } } | undefined

export const html = (mail: ParsedMail | undefined) =>
  typeof mail?.html === 'string' ? mail.html : ''

/** An alert server for the file's tests (see CustomersForFile), with the calls and mail they read. */
export function alertServerForFile() {
  const file = new CustomersForFile(startAlertServer, stopAlertServer, restartAlertServer)
  return Object.assign(file, {
    ...alertCalls(() => file.server),
    mailsTo: (address: string) => mailsIn(file.started.catcher, address),
  })
}
