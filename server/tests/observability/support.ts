import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerConfig } from '../../src/config'

/** A stand-in for the listing provider that answers every call with `status` and records it. */
export async function startProviderStub(status: number) {
  const calls: { url: string; headers: IncomingHttpHeaders }[] = []
  const server = createServer((request, response) => {
    calls.push({ url: request.url ?? '', headers: request.headers })
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"stub"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    calls,
    /** The app's listing settings that send its searches here. */
    listings: {
      source: 'provider',
      providerUrl: `http://127.0.0.1:${String(port)}`,
      providerKey: 'stub-key',
      providerTimeoutMs: 2000,
      searchWorkers: 0,
    } satisfies ServerConfig['listings'],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A log stream a test reads: every JSON line the app wrote. */
export function capturedLog() {
  const lines: Record<string, unknown>[] = []
  const raw: string[] = []
  return {
    lines,
    raw,
    stream: {
      write(line: string) {
        raw.push(line)
        lines.push(JSON.parse(line) as Record<string, unknown>)
      },
    },
  }
}
