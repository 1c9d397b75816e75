import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Registry } from 'prom-client'

export interface MetricsListener {
  /** `http://host:port` as it listens (the port chosen when 0 was asked). */
  readonly url: string
  close(): Promise<void>
}

/**
 * A listener of its own for `GET /metrics`, apart from the public port, so scrapes never pass
 * the load balancer and the public API has no such route. Anything else answers 404.
 */
export async function listenForMetrics(
  registry: Registry,
  { host, port }: { readonly host: string; readonly port: number },
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(text)
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { address, port: bound } = server.address() as AddressInfo
  const shownHost = address.includes(':') ? `[${address}]` : address
  return {
    url: `http://${shownHost}:${String(bound)}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}
