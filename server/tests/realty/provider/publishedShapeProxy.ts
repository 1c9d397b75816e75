import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One call the proxy passed on, as the service sent it. */
export interface SeenCall {
  readonly method: string
  readonly url: string
  readonly body: string
}

/** Rewrites the answer to one call (its path without the query, and the parsed JSON body). */
export type Reshape = (path: string, body: unknown) => unknown

export interface ShapeProxy {
  readonly url: string
  /** Every call passed on, oldest first. */
  readonly seen: SeenCall[]
  /** Replaced by a test to answer some calls in another shape; reset to `published` after it. */
  reshape: Reshape
  close(): Promise<void>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A copy of an object without some of its fields. */
export function without<T extends object>(value: T, ...names: string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([name]) => !names.includes(name)),
  ) as Partial<T>
}

const withoutBoard = (listing: unknown) =>
  isObject(listing) ? without(listing, 'boardId') : listing

/**
 * The answers in the provider's published shapes where the fake is kinder: a single listing
 * carries no `boardId` (the published example of `GET /listings/{mlsNumber}` has none) and the
 * history call's entries are partial listings without one (`history?: Partial<Listing>[]`).
 */
export const published: Reshape = (path, body) => {
  if (path === '/listings/history' && isObject(body) && Array.isArray(body.history)) {
    return { ...body, history: body.history.map(withoutBoard) }
  }
  if (/^\/listings\/[^/]+$/.test(path) && path !== '/listings/history') return withoutBoard(body)
  return body
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A proxy in front of the fake provider that answers in the provider's published shapes, records
 * every call (method, URL and body) and lets a test answer a call in another shape.
 */
export async function startShapeProxy(target: string): Promise<ShapeProxy> {
  const seen: SeenCall[] = []
  const proxy: Omit<ShapeProxy, 'url' | 'close'> = { seen, reshape: published }
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request)
      const url = request.url ?? '/'
      seen.push({ method: request.method ?? 'GET', url, body })
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
          headers[name] = value
        }
      }
      const answer = await fetch(`${target}${url}`, {
        method: request.method,
        headers,
        ...(body === '' ? {} : { body }),
      })
      const text = await answer.text()
      let sent = text
      if (answer.ok) {
        const path = new URL(url, 'http://proxy').pathname
        sent = JSON.stringify(proxy.reshape(path, JSON.parse(text) as unknown))
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(sent)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  })
}
