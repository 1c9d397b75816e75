import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { releaseId, resolveRelease } from '../src/release'
import { checkoutCommit } from './checkoutCommit'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** A folder outside any git checkout with only a package.json, as an unpacked tarball is. */
const outsideGit = mkdtempSync(join(tmpdir(), 'homewise-release-'))
writeFileSync(join(outsideGit, 'package.json'), JSON.stringify({ version: '9.8.7' }))

afterAll(() => {
  rmSync(outsideGit, { recursive: true, force: true })
})

describe('resolveRelease', () => {
  it.each([
    ['RELEASE, when given', { RELEASE: 'abc1234' }, repoRoot, 'abc1234'],
    ['RELEASE trimmed', { RELEASE: ' v2.0.0+abc ' }, outsideGit, 'v2.0.0+abc'],
    ['the commit in a checkout', {}, repoRoot, checkoutCommit()],
    ['an empty RELEASE as unset', { RELEASE: '' }, repoRoot, checkoutCommit()],
    ["package.json's version outside git", {}, outsideGit, '9.8.7'],
  ])('is %s', (_case, env, root, expected) => {
    expect(resolveRelease(env, root)).toBe(expected)
  })

  it('refuses a RELEASE that could not name a release', () => {
    expect(() => resolveRelease({ RELEASE: 'a b; rm' }, repoRoot)).toThrow(
      'RELEASE must be 1 to 64 letters, digits, ".", "_", "+" or "-", not "a b; rm"',
    )
  })
})

describe('releaseId', () => {
  it("is the checkout's commit when the service runs from source", () => {
    expect(releaseId()).toBe(checkoutCommit())
  })
})
