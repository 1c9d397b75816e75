import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../src/app'
import { checkoutCommit } from './checkoutCommit'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

interface LogEntry {
  msg: string
}

interface Started {
  child: ChildProcess
  baseUrl: string
  logs: LogEntry[]
}

const folders: string[] = []

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** `npm run server` as it really runs, on a free port over a temporary data folder. */
function startMain(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATASET_SIZE: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const logs: LogEntry[] = []
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`the service exited with ${String(code)} while starting`))
    })
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as LogEntry
      logs.push(entry)
      const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg)
      if (listening) resolve({ child, baseUrl: listening[1]!, logs })
    })
  })
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe('npm run server', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves on 127.0.0.1, then on %s closes and exits 0',
    async (signal) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'homewise-main-'))
      folders.push(dataDir)
      const { child, baseUrl, logs } = await startMain(dataDir)

      const health = await fetch(`${baseUrl}/health`)
      expect(await health.json()).toEqual({ status: 'ok', version: checkoutCommit() })

      const exited = exitCode(child)
      child.kill(signal)
      expect(await exited).toBe(0)
      expect(logs.map((entry) => entry.msg)).toContain('shutting down')
      expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true)
    },
    // A deadline, not a wait: the service compiles with tsx and loads its workers before it
    // listens, which took over 20 s on a 2-core machine running the rest of the suite beside it.
    60_000,
  )
})
