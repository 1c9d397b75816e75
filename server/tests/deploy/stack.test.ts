import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application } from '../../../contract/application'
import { nginxPolicyMap } from '../../../scripts/build/nginxPolicy'
import { compileServiceInto } from '../../../scripts/stack/compiled'
import { freePort } from '../../../scripts/stack/freePort'
import { STACK_AUDIENCE, STACK_ISSUER, startStack, type Stack } from '../../../scripts/stack/stack'
import { callService } from '../call'
import { checkoutCommit } from '../checkoutCommit'
import { home } from '../customer/customerRoutes'
import { customerClaims } from '../customer/tokens'
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgresDatabases'

// The production-shaped stack as `npm run stack` starts it (scripts/stack/stack.ts): two compiled
// instances with production settings over one PostgreSQL, one object store and one Redis,
// behind nginx. Whatever a customer leaves through one instance, the other must serve.

let folder: string
let database: PostgresDatabase
let stack: Stack
let amira: string

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'homewise-stack-test-'))
  // nginx started as root hands requests to unprivileged workers, which must read the SPA.
  chmodSync(folder, 0o755)
  const distServer = await compileServiceInto(folder)
  const spaRoot = join(folder, 'html')
  mkdirSync(join(spaRoot, 'real-estate'), { recursive: true })
  writeFileSync(join(spaRoot, 'real-estate', 'index.html'), '<!doctype html><title>home</title>')
  database = await createPostgresDatabase()
  stack = await startStack({
    distServer,
    instances: 2,
    databaseUrl: database.url,
    site: {
      port: await freePort(),
      spaRoot,
      policyConf: nginxPolicyMap("default-src 'self'"),
    },
  })
  amira = await stack.pool.token(customerClaims('amira'), {
    issuer: STACK_ISSUER,
    audience: STACK_AUDIENCE,
  })
}, 240_000)

afterAll(async () => {
  await stack.stop()
  await database.drop()
  rmSync(folder, { recursive: true, force: true })
}, 60_000)

const through = (index: number) => {
  const instance = stack.instances[index]
  if (!instance) throw new Error(`no instance ${String(index)}`)
  return async (method: string, path: string, body?: unknown) => {
    const answer = await callService(instance.baseUrl, method, path, amira, body)
    return { status: answer.status, body: answer.body as Record<string, unknown> }
  }
}

describe('the stack without containers', () => {
  it('serves the SPA and the API through nginx, with the production build', async () => {
    const site = stack.localSiteUrl ?? ''
    const page = await fetch(`${site}/real-estate/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>home</title>')
    const health = await fetch(`${site}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok', version: checkoutCommit() })
    const ready = await fetch(`${site}/api/health/ready`)
    expect(ready.status).toBe(200)
  })

  it('reads through one instance the home a customer saved through the other', async () => {
    const saved = await through(0)('POST', '/user/saved-homes', home)
    expect(saved.status).toBe(200)
    const listed = await through(1)('GET', '/user/saved-homes')
    expect(listed.body.homes).toEqual([expect.objectContaining({ id: saved.body.id })])
  })

  it('lists through one instance a document uploaded through the other', async () => {
    const application = (await through(0)('POST', '/application', {}))
      .body as unknown as Application
    const pdf = Buffer.from('%PDF-1.7 a pay stub\n')
    const ticket = await through(0)(
      'POST',
      `/application/${String(application.id)}/documents/upload-url`,
      { name: 'paystub.pdf', contentType: 'application/pdf', size: pdf.length },
    )
    expect(ticket.status).toBe(200)
    const { uploadUrl, headers } = ticket.body as { uploadUrl: string; headers: HeadersInit }
    const put = await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(pdf) })
    expect(put.status).toBe(200)
    const listed = await through(1)('GET', `/application/${String(application.id)}/documents`)
    expect(listed.body.documents).toEqual([
      expect.objectContaining({ status: 'uploaded', size: pdf.length }),
    ])
  })
})
