import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../../scripts/build/server'
import { checkoutCommit } from '../checkoutCommit'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

interface PackageJson {
  scripts: Record<string, string>
  devDependencies: Record<string, string>
}

const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as PackageJson

/** The container's command: the last CMD of the Dockerfile (its default stage), in exec form. */
function containerCommand(): string[] {
  const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')
  const commands = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)]
  const last = commands.at(-1)?.[1]
  if (last === undefined) throw new Error('the Dockerfile has no CMD in exec form')
  return JSON.parse(last) as string[]
}

/**
 * node_modules as `npm ci --omit=dev` leaves it, near enough: every installed package but the
 * ones package.json names as development dependencies (their own dependencies stay, when other
 * packages share them), each a link to the checkout's copy.
 */
function productionModules(into: string): void {
  const source = join(repoRoot, 'node_modules')
  const dev = new Set(Object.keys(pkg.devDependencies))
  mkdirSync(into)
  for (const name of readdirSync(source)) {
    if (name.startsWith('.')) continue
    if (!name.startsWith('@')) {
      if (!dev.has(name)) symlinkSync(join(source, name), join(into, name))
      continue
    }
    mkdirSync(join(into, name))
    for (const scoped of readdirSync(join(source, name))) {
      if (!dev.has(`${name}/${scoped}`)) {
        symlinkSync(join(source, name, scoped), join(into, name, scoped))
      }
    }
  }
}

interface Started {
  readonly child: ChildProcess
  readonly baseUrl: string
  readonly exited: Promise<number | null>
}

/** Runs `command` in `cwd` as the container does, on a free port; resolves once it listens. */
function start(command: readonly string[], cwd: string, dataDir: string): Promise<Started> {
  const [program, ...args] = command
  // The container's `node` is this test's Node.
  const child = spawn(program === 'node' ? process.execPath : String(program), args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATASET_SIZE: '400',
      SEARCH_WORKERS: '1',
      FEED_EVENTS_PER_MINUTE: '0',
      ALERT_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  return new Promise((resolve, reject) => {
    void exited.then((code) => {
      reject(new Error(`the service exited with ${String(code)} while starting: ${errors}`))
    })
    createInterface({ input: child.stdout }).on('line', (line) => {
      const { msg } = JSON.parse(line) as { msg: string }
      const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(msg)
      if (listening?.[1]) resolve({ child, baseUrl: listening[1], exited })
    })
  })
}

/** A drawn area: a search the service hands to its worker thread, which must load. */
const TRIANGLE = JSON.stringify([
  [
    [-79.6, 43.6],
    [-79.2, 43.6],
    [-79.4, 43.9],
    [-79.6, 43.6],
  ],
])

let app: string
let service: Started | undefined

function running(): Started {
  if (!service) throw new Error('the service did not start')
  return service
}

beforeAll(async () => {
  // The image's layout: the compiled service and production packages, no source, no git.
  app = mkdtempSync(join(tmpdir(), 'homewise-production-'))
  await buildServer(join(app, 'dist-server'))
  productionModules(join(app, 'node_modules'))
  mkdirSync(join(app, 'data'))
  service = await start(containerCommand(), app, join(app, 'data'))
}, 120_000)

afterAll(async () => {
  if (service?.child.exitCode === null) {
    service.child.kill('SIGTERM')
    await service.exited
  }
  rmSync(app, { recursive: true, force: true })
})

describe('the production start', () => {
  it("is package.json's start:prod, the container's command", () => {
    expect(containerCommand()).toEqual(pkg.scripts['start:prod']?.split(' '))
  })

  it("answers /health with the build's release, the checkout's commit", async () => {
    const response = await fetch(`${running().baseUrl}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', version: checkoutCommit() })
  })

  it('answers a search from its compiled worker thread', async () => {
    const query = `status=A&listings=false&statistics=avg-listPrice&map=${encodeURIComponent(TRIANGLE)}`
    const response = await fetch(`${running().baseUrl}/listings?${query}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ statistics: { listPrice: {} } })
  })

  it('closes and exits 0 on SIGTERM', async () => {
    running().child.kill('SIGTERM')
    expect(await running().exited).toBe(0)
  })
})
