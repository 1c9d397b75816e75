import { randomBytes } from 'node:crypto'
import { lookup } from 'node:dns/promises'
import { mkdtempSync, rmSync } from 'node:fs'
import { hostname, networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ParsedMail } from 'mailparser'
import { isLoopbackHost } from '../../server/src/startupChecks'
import { startTestPool, type TestPool } from '../../server/tests/customer/tokens'
import { freePort } from './freePort'
import { runMigrations, startInstance, type ServiceInstance } from './instances'
import { startMailCatcher, type MailCatcher } from './mailCatcher'
import { startNginx, type RunningNginx } from './nginx'
import { startPostgresServer } from './postgresServer'
import { startRedisServer } from './redisServer'
import { startS3Server } from './s3Server'

/** The user pool the stack's instances trust: a stand-in whose issuer is not the emulator's. */
export const STACK_ISSUER = 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Stack'
export const STACK_AUDIENCE = 'homewise-stack-client'

export interface StackOptions {
  /** The compiled service (`npm run build:server`'s dist-server/). */
  readonly distServer: string
  readonly instances: number
  /** NODE_ENV=production with the settings a deploy gives (default); false: development. */
  readonly production?: boolean
  /** nginx in front on this port (a free one unless given), serving `spaRoot/real-estate/` with `policyConf`; none: no nginx. */
  readonly site?: { readonly port?: number; readonly spaRoot: string; readonly policyConf: string }
  /** A PostgreSQL database to use (the tests' server); otherwise the stack starts its own. */
  readonly databaseUrl?: string
  /** `sqlite`: each instance keeps customers in its own file, the embedded default (one instance). */
  readonly customerEngine?: 'postgres' | 'sqlite'
  /** Shared rate limits in a Redis server of the stack's (default true). */
  readonly redis?: boolean
  /** Documents in an S3-compatible server of the stack's (default true), on this port or a free one. */
  readonly s3?: boolean | { readonly port: number }
  /** Generated listings in each instance's own data folder (default 400). */
  readonly datasetSize?: number
  /** More settings for every instance, or for each by its number from 0 and those started before. */
  readonly env?:
    | Readonly<Record<string, string>>
    | ((index: number, before: readonly ServiceInstance[]) => Record<string, string>)
  readonly onLine?: (instance: string, line: string) => void
  readonly onMail?: (mail: ParsedMail) => void
}

export interface Stack {
  readonly instances: ServiceInstance[]
  /** The site's address as the instances name it (`http://<host>:<port>`), when nginx runs. */
  readonly siteOrigin: string
  /** Where nginx answers on this machine, when it runs. */
  readonly localSiteUrl: string | undefined
  /** The customers' PostgreSQL database; none with `customerEngine: 'sqlite'`. */
  readonly databaseUrl: string | undefined
  readonly serviceKey: string
  readonly pool: TestPool
  readonly mail: MailCatcher
  /** Starts one more instance over the same stores (numbered after the others). */
  addInstance(): Promise<ServiceInstance>
  /** Stops everything it started, the instances first. */
  stop(): Promise<void>
}

/**
 * The name the site goes by: STACK_HOST, else this machine's name. Production refuses addresses on
 * loopback by name (`localhost`, 127.x), since a link in an e-mail must reach the recipient: the
 * machine's own name is a real address that still resolves here. A machine named `localhost`
 * uses its first network address instead.
 */
export function stackHost(): string {
  const given = process.env.STACK_HOST ?? hostname()
  if (!isLoopbackHost(given)) return given
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)
  if (!external) throw new Error('this machine has no name or address that is not loopback')
  return external.address
}

/** Runs the cleanups in reverse order of their start, each whatever the others did. */
async function unwind(cleanups: (() => Promise<void>)[]): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup()
    } catch (error) {
      console.error(error)
    }
  }
}

/**
 * The production-shaped stack without containers: PostgreSQL (the customers), Redis (shared
 * limits), an S3-compatible server (documents), a mail catcher (SMTP), a user pool's stand-in,
 * the migrations run once, `instances` compiled instances, and nginx with deploy/nginx/site.conf
 * in front. compose.yaml describes the same stack with containers.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const cleanups: (() => Promise<void>)[] = []
  const started = <T extends { stop?: () => Promise<void>; close?: () => Promise<void> }>(
    part: T,
  ) => {
    cleanups.push(() => (part.stop ?? part.close ?? (() => Promise.resolve()))())
    return part
  }
  try {
    const host = stackHost()
    const address = (await lookup(host, { family: 4 })).address
    const sqlite = options.customerEngine === 'sqlite'
    let databaseUrl = options.databaseUrl
    if (databaseUrl === undefined && !sqlite) {
      const postgres = started(await startPostgresServer())
      databaseUrl = postgres.url
    }
    const redis = options.redis === false ? undefined : started(await startRedisServer())
    const s3Port = typeof options.s3 === 'object' ? options.s3.port : 0
    const s3 =
      options.s3 === false ? undefined : started(await startS3Server('homewise-documents', s3Port))
    const mail = started(await startMailCatcher(address, options.onMail))
    const pool = started(await startTestPool())
    const sitePort = options.site?.port ?? (await freePort())
    const siteOrigin = `http://${host}:${String(sitePort)}`
    const serviceKey = randomBytes(30).toString('base64url')
    const shared: Record<string, string> = {
      ...(options.production === false ? {} : { NODE_ENV: 'production' }),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DOCS: 'off',
      // nginx is the one proxy in front: the client's address is the last one it adds.
      TRUST_PROXY: '1',
      ...(databaseUrl !== undefined && { DATABASE_URL: databaseUrl }),
      ...(redis && { REDIS_URL: redis.url }),
      ...(s3 && {
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint ?? '',
        S3_REGION: s3.settings.region,
        AWS_ACCESS_KEY_ID: s3.settings.credentials?.accessKeyId ?? '',
        AWS_SECRET_ACCESS_KEY: s3.settings.credentials?.secretAccessKey ?? '',
      }),
      SITE_URL: `${siteOrigin}/real-estate`,
      PUBLIC_API_URL: `${siteOrigin}/api`,
      IMAGE_CDN_URL: `${siteOrigin}/api/cdn`,
      CORS_ORIGINS: siteOrigin,
      SMTP_URL: mail.url.replace(address, host),
      JWT_JWKS_URL: pool.jwksUrl,
      JWT_ISSUER: STACK_ISSUER,
      JWT_AUDIENCE: STACK_AUDIENCE,
      // Each instance generates the same synthetic market into its own data folder; production
      // takes it only when told to, and never moves it with fake events.
      LISTINGS_SOURCE: 'sqlite',
      ALLOW_SYNTHETIC_LISTINGS: 'true',
      DATASET_SIZE: String(options.datasetSize ?? 400),
      FEED_EVENTS_PER_MINUTE: '0',
      SEARCH_WORKERS: '1',
      REALTY_SERVICE_KEY: serviceKey,
      ALERT_TOKEN_SECRET: randomBytes(30).toString('base64url'),
      // One key for every instance: what one seals, any other opens.
      DATA_KEY_ENCRYPTION_KEY: `stack:${randomBytes(32).toString('base64')}`,
    }
    if (databaseUrl !== undefined) await runMigrations(options.distServer, { ...shared })
    const instances: ServiceInstance[] = []
    const envOf = (index: number) =>
      typeof options.env === 'function' ? options.env(index, instances) : (options.env ?? {})
    const addInstance = async () => {
      const index = instances.length
      const name = `service-${String(index + 1)}`
      const dataDir = mkdtempSync(join(tmpdir(), `homewise-${name}-`))
      cleanups.push(() => {
        rmSync(dataDir, { recursive: true, force: true })
        return Promise.resolve()
      })
      // SQLite lives in each data folder, migrated as `npm run migrate:prod` migrates it there.
      if (databaseUrl === undefined) {
        await runMigrations(options.distServer, { ...shared, DATA_DIR: dataDir })
      }
      const instance = await startInstance({
        name,
        distServer: options.distServer,
        port: await freePort(),
        env: { ...shared, DATA_DIR: dataDir, ...envOf(index) },
        onLine: options.onLine && ((line) => options.onLine?.(name, line)),
      })
      cleanups.push(() => instance.stop())
      instances.push(instance)
      return instance
    }
    // One at a time: each generates its listings on first start, which takes the machine's cores.
    for (let index = 0; index < options.instances; index += 1) await addInstance()
    let nginx: RunningNginx | undefined
    if (options.site) {
      nginx = await startNginx(
        {
          listen: `${address}:${String(sitePort)}`,
          root: options.site.spaRoot,
          upstreams: instances.map(({ port }) => `127.0.0.1:${String(port)}`),
        },
        options.site.policyConf,
        `http://${address}:${String(sitePort)}/api/health`,
      )
      const running = nginx
      cleanups.push(() => running.stop())
    }
    return {
      instances,
      siteOrigin,
      localSiteUrl: nginx && `http://${address}:${String(sitePort)}`,
      databaseUrl,
      serviceKey,
      pool,
      mail,
      addInstance,
      stop: () => unwind(cleanups),
    }
  } catch (error) {
    await unwind(cleanups)
    throw error
  }
}
