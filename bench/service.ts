import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningService {
  readonly baseUrl: string
  stop(): Promise<void>
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the service exited while starting')
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${baseUrl}/health did not answer in time`)
}

/**
 * The local service in its own process (so the load generator does not share its event loop),
 * on a private port over a temporary data folder unless one is given.
 */
export async function startService(port: number, dataDir?: string): Promise<RunningService> {
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'homewise-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: folder, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${String(port)}`
  await waitForHealth(baseUrl, child)
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      if (!dataDir) rmSync(folder, { recursive: true, force: true })
    },
  }
}
