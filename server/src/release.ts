import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The release the server build wrote into the compiled service (scripts/build/server.ts); not
 * defined when the service runs from source.
 */
declare const __RELEASE__: string | undefined

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** What a release may be named: a commit's short form, or a tag a pipeline passes in RELEASE. */
const RELEASE_NAME = /^[\w.+-]{1,64}$/

function gitCommit(cwd: string): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return commit === '' ? undefined : commit
  } catch {
    return undefined
  }
}

function packageVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string }
  return pkg.version
}

/**
 * The release a build is named by: RELEASE when given (a container build has no git history, so
 * its pipeline passes the commit in), else the checkout's commit, else package.json's version.
 * Each commit is a new release, so each deploy raises the SPA's new-version notice and names
 * itself in error reports; package.json's version alone never changed between deploys.
 */
export function resolveRelease(
  env: Record<string, string | undefined> = process.env,
  root: string = repoRoot,
): string {
  const given = env.RELEASE?.trim()
  if (given) {
    if (!RELEASE_NAME.test(given)) {
      throw new Error(
        `RELEASE must be 1 to 64 letters, digits, ".", "_", "+" or "-", not "${given}"`,
      )
    }
    return given
  }
  return gitCommit(root) ?? packageVersion(root)
}

let current: string | undefined

/**
 * This process's release: the one written in at build when compiled, otherwise resolved once
 * from the environment and the checkout. Shown by /health and the SPA's manifest.json; error
 * reports name it.
 */
export function releaseId(): string {
  current ??= typeof __RELEASE__ === 'string' ? __RELEASE__ : resolveRelease()
  return current
}
