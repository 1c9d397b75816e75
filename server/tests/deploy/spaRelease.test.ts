import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import viteConfig from '../../../vite.config'
import { checkoutCommit } from '../checkoutCommit'

const config = viteConfig

/** What the build writes as manifest.json: the file the running app polls for a new version. */
async function builtManifest(): Promise<unknown> {
  const plugin = config.plugins
    ?.flat()
    .find(
      (entry): entry is Plugin =>
        typeof entry === 'object' &&
        entry !== null &&
        'name' in entry &&
        entry.name === 'version-manifest',
    )
  const emitted: { fileName?: string; source?: unknown }[] = []
  const generateBundle = plugin?.generateBundle
  if (typeof generateBundle !== 'function') throw new Error('the build has no version manifest')
  await generateBundle.call(
    { emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) } as never,
    {} as never,
    {},
    false,
  )
  const manifest = emitted.find((file) => file.fileName === 'manifest.json')
  return JSON.parse(String(manifest?.source))
}

describe("the SPA build's release", () => {
  it("writes the checkout's commit into manifest.json, so each deploy is a new version", async () => {
    expect(await builtManifest()).toEqual({ version: checkoutCommit() })
  })

  it('builds the app with the same version, which it compares and reports errors with', () => {
    expect(config.define?.__APP_VERSION__).toBe(JSON.stringify(checkoutCommit()))
  })
})
