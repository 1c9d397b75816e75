import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { startTestServer, type TestServer } from './helpers'

/** What the server wrote on the socket until it closed it. */
function answerUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      resolve(answer)
    })
  })
}

describe('a client that sends slowly', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ config: { requestTimeoutMs: 300 } })
  })
  afterAll(async () => {
    await server.close()
  })

  const open = () => {
    const { port } = new URL(server.baseUrl)
    return connect(Number(port), '127.0.0.1')
  }

  it('is answered 408 and closed when its body does not arrive in time', async () => {
    const socket = open()
    const answered = answerUntilClosed(socket)
    socket.write(
      'POST /realty/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":"',
    )
    // A byte at a time, never finishing: the connection is never silent, only slow.
    const dribble = setInterval(() => {
      if (!socket.destroyed) socket.write('a')
    }, 20)
    const answer = await answered
    clearInterval(dribble)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('is answered 408 and closed when its headers do not arrive in time', async () => {
    const socket = open()
    const answered = answerUntilClosed(socket)
    socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    expect(await answered).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('still answers a request sent at once', async () => {
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200)
  })
})

describe('REQUEST_TIMEOUT_MS', () => {
  it('defaults to a minute and is read in milliseconds', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(60_000)
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs).toBe(1500)
  })

  it.each(['0', 'soon', '-5'])('refuses %s', (value) => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(/REQUEST_TIMEOUT_MS/)
  })
})
