import { get, type IncomingMessage } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

interface RawAnswer {
  readonly headers: IncomingMessage['headers']
  readonly body: Buffer
}

/** A GET over plain node:http, which (unlike fetch) leaves the body as the service sent it. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${server.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        resolve({ headers: response.headers, body: Buffer.concat(chunks) })
      })
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** The cities' neighbourhood outlines: the largest answer the map asks for (84 kB of JSON). */
const OUTLINES = '/polygons?type=neighbourhood'

describe('answer compression', () => {
  it('gzips a JSON answer for a client that accepts gzip, and the answer is unchanged', async () => {
    const plain = await rawGet(OUTLINES)
    const zipped = await rawGet(OUTLINES, { 'accept-encoding': 'gzip' })
    expect(plain.body.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toMatch(/accept-encoding/i)
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2)
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    )
  })

  it('prefers brotli when the client offers it, as browsers do', async () => {
    const answer = await rawGet(OUTLINES, { 'accept-encoding': 'gzip, deflate, br' })
    expect(answer.headers['content-encoding']).toBe('br')
  })

  it("compresses the local image service's drawn photos, which are SVG text", async () => {
    const photo = await rawGet('/cdn/W5000007-1?w=350&class=small&f=webp', {
      'accept-encoding': 'gzip',
    })
    expect(photo.headers['content-type']).toBe('image/svg+xml')
    expect(photo.headers['content-encoding']).toBe('gzip')
  })

  it('leaves a small answer plain: compressing it would cost more than it saves', async () => {
    const health = await rawGet('/health', { 'accept-encoding': 'gzip' })
    expect(health.body.length).toBeLessThan(1024)
    expect(health.headers['content-encoding']).toBeUndefined()
  })
})
