import { spawn, type ChildProcess } from 'node:child_process'

export interface RunningService {
  readonly baseUrl: string
  /** The child's process id (its peak memory is in /proc/<pid>/status). */
  readonly pid?: number
  stop(): Promise<void>
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  // A first start writes the dataset (about a minute and a half for a million listings).
  const deadline = Date.now() + 900_000
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
 * on a private port, over a data folder that keeps its generated dataset between runs.
 */
export async function startService(
  port: number,
  dataDir: string,
  datasetSize: number,
  /** The SPA origin allowed to call (CORS), for a browser benchmark on a private port. */
  corsOrigin?: string,
  /** More settings for this start (the alert benches' SMTP, identity and service key). */
  env: Readonly<Record<string, string>> = {},
): Promise<RunningService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATASET_SIZE: String(datasetSize),
      LOG_LEVEL: 'warn',
      // The load generator is one client sending thousands of requests a second.
      RATE_LIMITS: 'off',
      ...(corsOrigin ? { CORS_ORIGINS: corsOrigin } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${String(port)}`
  await waitForHealth(baseUrl, child)
  return running(baseUrl, child)
}

/** A started child process serving at `baseUrl`; `stop` ends it and waits until it has. */
export function running(baseUrl: string, child: ChildProcess): RunningService {
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
