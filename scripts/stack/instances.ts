import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

/** One compiled instance of the service, started with plain node as the container starts it. */
export interface ServiceInstance {
  readonly name: string
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string
  readonly port: number
  readonly pid: number | undefined
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  readonly exited: Promise<number | null>
  /** SIGTERM (a graceful close), then waits for the exit. */
  stop(): Promise<void>
  /** SIGKILL: the instance dies mid-work, as a crashed machine would; waits for the exit. */
  kill(): Promise<void>
}

export interface InstanceOptions {
  readonly name: string
  /** The compiled service's folder (`npm run build:server` writes dist-server/). */
  readonly distServer: string
  readonly port: number
  /** The instance's whole environment besides PATH, HOST and PORT. */
  readonly env: Readonly<Record<string, string>>
  /** Called with every line the instance writes (its JSON log), e.g. to print it. */
  readonly onLine?: (line: string) => void
}

/** The process's exit, as a promise made before anything can end it. */
const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

/**
 * `node --enable-source-maps <distServer>/main.js` on loopback at `port`; resolves once its
 * `/health` answers, rejects with its last words when it exits before.
 */
export function startInstance(options: InstanceOptions): Promise<ServiceInstance> {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', join(options.distServer, 'main.js')],
    {
      env: {
        PATH: process.env.PATH,
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(options.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = exitOf(child)
  const baseUrl = `http://127.0.0.1:${String(options.port)}`
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const instance: ServiceInstance = {
    name: options.name,
    baseUrl,
    port: options.port,
    pid: child.pid,
    exited,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  }
  const lastWords: string[] = []
  const keep = (line: string) => {
    lastWords.push(line)
    if (lastWords.length > 20) lastWords.shift()
    options.onLine?.(line)
  }
  createInterface({ input: child.stderr }).on('line', keep)
  createInterface({ input: child.stdout }).on('line', keep)
  return untilHealthy(instance, () => child.exitCode !== null || child.signalCode !== null).catch(
    (error: unknown) => {
      throw new Error(`${options.name} did not start: ${String(error)}\n${lastWords.join('\n')}`)
    },
  )
}

/** Resolves once `/health` answers 200; rejects when the process has ended first. */
async function untilHealthy(
  instance: ServiceInstance,
  ended: () => boolean,
): Promise<ServiceInstance> {
  for (;;) {
    if (ended()) throw new Error(`it exited (${String(await instance.exited)})`)
    try {
      if ((await fetch(`${instance.baseUrl}/health`)).ok) return instance
    } catch {
      // not listening yet
    }
    await delay(100)
  }
}

/**
 * `node <distServer>/migrate.js` once with `env` (its DATABASE_URL): the forward-only migrations,
 * run before any instance starts, as the `migrate` service of compose.yaml runs them.
 */
export async function runMigrations(
  distServer: string,
  env: Readonly<Record<string, string>>,
): Promise<string> {
  const child = spawn(process.execPath, ['--enable-source-maps', join(distServer, 'migrate.js')], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await exitOf(child)
  if (code !== 0) throw new Error(`the migrations failed (exit ${String(code)}):\n${output}`)
  return output
}
