import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { Server as HttpsServer } from 'node:https'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'cognito-local/lib/server/server.js'
import { Router } from 'cognito-local/lib/server/Router.js'
import { DefaultConfig } from 'cognito-local/lib/server/config.js'
import {
  DateClock,
  LambdaService,
  MessagesService,
  TriggersService,
  type Services,
} from 'cognito-local/lib/services/index.js'
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js'
import { CryptoService } from 'cognito-local/lib/services/crypto.js'
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js'
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js'
import { otp } from 'cognito-local/lib/services/otp.js'
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js'
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js'
import pino from 'pino'
import { closeGaps, withStandardClaims } from './gaps'
import { withStaffAccount } from './staffAccount'

const here = fileURLToPath(new URL('./', import.meta.url))

/** The pool and app client, as files in the repo: applied on every start, users kept. */
export const POOL_FILE = join(here, 'userPool.json')
export const CLIENT_FILE = join(here, 'appClient.json')

export interface IdentityProviderOptions {
  /** Holds `<poolId>.json` (users, their pending codes) and `clients.json`; git-ignored. */
  readonly dataDir: string
  readonly host: string
  readonly port: number
  /** Pino level for the emulator's own request lines (codes are printed regardless). */
  readonly logLevel?: string
}

/**
 * Codes are not mailed locally: each is printed as one line on the idp process's output (and
 * stays in the pool file as the user's ConfirmationCode until used).
 */
const codePrinter = {
  sendEmail: (_ctx: unknown, _user: unknown, destination: string, message: { __code?: string }) => {
    console.log(`[idp] code for ${destination}: ${message.__code ?? ''}`)
    return Promise.resolve()
  },
  sendSms: (_ctx: unknown, _user: unknown, destination: string, message: { __code?: string }) => {
    console.log(`[idp] code for ${destination}: ${message.__code ?? ''}`)
    return Promise.resolve()
  },
}

interface PoolFile {
  Users?: Record<string, unknown>
  Groups?: Record<string, { members?: string[] } & Record<string, unknown>>
  Options?: Record<string, unknown>
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'))
}

/**
 * Writes the pool's options and the app client from the repo's files into the emulator's data
 * folder, keeping the users and groups already there, and adds the local staff account (in the
 * `staff` group) when missing. Returns the pool id.
 */
export function seedIdentityData(dataDir: string): { poolId: string; clientId: string } {
  mkdirSync(dataDir, { recursive: true })
  const options = readJson(POOL_FILE) as Record<string, unknown> & { Id: string }
  const client = readJson(CLIENT_FILE) as Record<string, unknown> & { ClientId: string }
  const poolFile = join(dataDir, `${options.Id}.json`)
  const existing: PoolFile = existsSync(poolFile) ? (readJson(poolFile) as PoolFile) : {}
  const created = (existing.Options?.CreationDate as string | undefined) ?? new Date().toISOString()
  writeFileSync(
    poolFile,
    JSON.stringify(
      {
        ...withStaffAccount(existing, created),
        Options: { ...options, CreationDate: created, LastModifiedDate: created },
      },
      null,
      2,
    ),
  )
  writeFileSync(
    join(dataDir, 'clients.json'),
    JSON.stringify(
      {
        Clients: {
          [client.ClientId]: { ...client, CreationDate: created, LastModifiedDate: created },
        },
      },
      null,
      2,
    ),
  )
  return { poolId: options.Id, clientId: client.ClientId }
}

/** cognito-local's default server, over the given data folder, with the gaps closed. */
export async function startIdentityProvider({
  dataDir,
  host,
  port,
  logLevel = 'warn',
}: IdentityProviderOptions): Promise<Server | HttpsServer> {
  seedIdentityData(dataDir)
  const logger = pino({ level: logLevel, base: undefined })
  const ctx = { logger }
  const config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: `http://${host}:${String(port)}` },
    ServerConfig: { port, hostname: host, development: false, https: false as const },
  }
  const clock = new DateClock()
  const dataStoreFactory = new StormDBDataStoreFactory(dataDir)
  const cognito = await new CognitoServiceFactoryImpl(
    dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults)
  const baseTriggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, undefined as never),
    new CryptoService(config.KMSConfig),
  )
  const partial = { clock, cognito, config, otp } as unknown as Services
  const triggers = withStandardClaims({ ...partial, triggers: baseTriggers })
  const services: Services = {
    ...partial,
    triggers,
    messages: new MessagesService(triggers, new MessageDeliveryService(codePrinter)),
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
  }
  const server = createServer(
    closeGaps(Router(services), services),
    logger,
    config.ServerConfig,
    services,
  )
  return server.start()
}
