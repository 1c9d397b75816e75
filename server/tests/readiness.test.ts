import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../src/config'
import { localDocumentStorage } from '../src/customer/applicationDocumentStorage'
import { cachedProbe, runProbe } from '../src/readiness/checks'
import { startTestServer, type TestServer } from './helpers'

/** A real SMTP server on loopback that counts the connections it is sent. */
let smtp: SMTPServer
let smtpUrl = ''
let connections = 0

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1
      callback()
    },
  })
  await new Promise<void>((resolve) => {
    smtp.listen(0, '127.0.0.1', resolve)
  })
  smtpUrl = `smtp://127.0.0.1:${String(smtp.server.address().port)}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => {
    smtp.close(resolve)
  })
})

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const startWithSmtp = async (url: string, build: Parameters<typeof startTestServer>[0] = {}) => {
  const base = loadConfig({})
  server = await startTestServer({
    ...build,
    config: { alerts: { ...base.alerts, intervalMs: 0, smtpUrl: url } },
  })
  return server
}

const get = (path: string) => fetch(`${server!.baseUrl}${path}`)

describe('GET /health/ready', () => {
  it('answers 200 with each check once the database, documents folder and mail server answer', async () => {
    await startWithSmtp(smtpUrl)
    const response = await get('/health/ready')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', objectStore: 'ok', smtp: 'ok' },
    })
  })

  it('answers 503 naming smtp when the mail server refuses connections', async () => {
    await startWithSmtp(`smtp://127.0.0.1:${String(await closedPort())}`)
    const response = await get('/health/ready')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Not ready: smtp failed.',
      checks: { database: 'ok', objectStore: 'ok', smtp: 'failed' },
    })
    // Liveness asks nothing of the mail server: the process itself is fine.
    const live = await get('/health/live')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 naming objectStore when documents cannot be written', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'homewise-ready-'))
    try {
      // A file where the documents folder should be: nothing can be kept under it.
      const blocker = join(folder, 'not-a-folder')
      writeFileSync(blocker, '')
      await startWithSmtp(smtpUrl, {
        build: { documentStorage: localDocumentStorage(join(blocker, 'documents')) },
      })
      const response = await get('/health/ready')
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({
        message: 'Not ready: objectStore failed.',
        checks: { database: 'ok', objectStore: 'failed', smtp: 'ok' },
      })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('answers 503 naming database when the customer database does not answer', async () => {
    const started = await startWithSmtp(smtpUrl)
    started.customerDb.close()
    const response = await get('/health/ready')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      message: 'Not ready: database failed.',
      checks: { database: 'failed', objectStore: 'ok', smtp: 'ok' },
    })
  })

  it('opens one SMTP connection for a storm of probes', async () => {
    await startWithSmtp(smtpUrl)
    const before = connections
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/health/ready')))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect((await get('/health/ready')).status).toBe(200)
    expect(connections - before).toBe(1)
  })
})

describe('readiness probes', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('ask the dependency again only once the cached answer is older than its period', async () => {
    let time = 0
    let asked = 0
    const probe = cachedProbe(
      () => {
        asked += 1
        return asked === 1 ? Promise.reject(new Error('down')) : Promise.resolve()
      },
      10_000,
      () => time,
    )
    await expect(probe()).rejects.toThrow('down')
    time = 9_999
    await expect(probe()).rejects.toThrow('down')
    expect(asked).toBe(1)
    time = 10_000
    await expect(probe()).resolves.toBeUndefined()
    expect(asked).toBe(2)
  })

  it('count a dependency that never answers as timed out, and one without a probe as not checked', async () => {
    vi.useFakeTimers()
    const outcome = runProbe(() => new Promise<void>(() => undefined), 3000)
    await vi.advanceTimersByTimeAsync(3000)
    await expect(outcome).resolves.toEqual({ result: 'timed out' })
    await expect(runProbe(undefined, 3000)).resolves.toEqual({ result: 'not checked' })
    await expect(runProbe(() => Promise.reject(new Error('x')), 3000)).resolves.toMatchObject({
      result: 'failed',
    })
  })
})
