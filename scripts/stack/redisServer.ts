import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './freePort'

/** Debian's Redis server, as CI installs it. */
const REDIS_SERVER = '/usr/bin/redis-server'

export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string
  /** Stops the server and removes its folder; waits until the process has exited. */
  stop(): Promise<void>
}

/**
 * A Redis server of the test's own on a free loopback port, in a temporary folder, keeping
 * nothing on disk; resolves once it accepts connections.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'homewise-redis-'))
  const port = await freePort()
  const child = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      reject(new Error(`redis-server exited (${String(code)}) before it was ready:\n${output}`))
    })
  })
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
