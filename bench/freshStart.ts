// `npm start` on a fresh clone: the checkout's HEAD cloned into a temporary folder (no generated
// data, no build), node_modules hard-linked from this checkout (as a fresh `npm ci` leaves it),
// then `npm start` with nothing set: the time until the SPA's page answers 200 and until the
// API's /health does. `npm start` takes the e2e suite's fixed ports (5173, 8787, 9229, 1025, 1080),
// so it starts only once the shared lock /tmp/e2e.lock is held, and the clock starts then.
// Run alone with `npx tsx bench/freshStart.ts`.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { machineLoad } from './machineLoad'

const root = fileURLToPath(new URL('../', import.meta.url))
const SPA = 'http://127.0.0.1:5173/real-estate/'
const API = 'http://127.0.0.1:8787/health'
const LIMIT_MS = 300_000

export interface FreshStartFigures {
  readonly spaS: number | undefined
  readonly apiS: number | undefined
  readonly load: string
}

const answers200 = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status === 200
  } catch {
    return false
  }
}

export async function benchFreshStart(): Promise<FreshStartFigures> {
  const clone = join(mkdtempSync(join(tmpdir(), 'bench-fresh-')), 'clone')
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone])
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(clone, 'node_modules')])
  // Its own process group, so the stop reaches every server npm start runs.
  const child = spawn('flock', ['/tmp/e2e.lock', 'sh', '-c', 'echo "lock held"; exec npm start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', () => reject(new Error('npm start ended before the lock was held')))
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line === 'lock held') resolve()
      })
    })
    const started = Date.now()
    const load = machineLoad()
    let spaS: number | undefined
    let apiS: number | undefined
    while ((spaS === undefined || apiS === undefined) && Date.now() - started < LIMIT_MS) {
      if (spaS === undefined && (await answers200(SPA))) spaS = (Date.now() - started) / 1000
      if (apiS === undefined && (await answers200(API))) apiS = (Date.now() - started) / 1000
      await delay(250)
    }
    return { spaS, apiS, load }
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    await exited
    // The servers leave the ports a moment after their group is told to stop.
    while ((await answers200(API)) || (await answers200(SPA))) await delay(250)
    rmSync(join(clone, '..'), { recursive: true, force: true })
  }
}

export function printFreshStart({ spaS, apiS, load }: FreshStartFigures) {
  const s = (value: number | undefined) =>
    value === undefined ? 'not within 5 min' : `${value.toFixed(1)} s`
  console.log(
    `npm start on a fresh clone (no data, no build, no keys; ${load}): SPA page 200 after ${s(spaS)}, API /health 200 after ${s(apiS)} (target < 2 min)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFreshStart(await benchFreshStart())
}
