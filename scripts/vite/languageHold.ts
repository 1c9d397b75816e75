import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rolldown } from 'vite'

/** The app's own typed module that holds the page's text for a visitor reading French. */
const ENTRY = fileURLToPath(new URL('../../src/app/languageHoldScript.ts', import.meta.url))

/**
 * The entry bundled on its own as one minified script with no imports, so it can sit inline in
 * the head and run before the first paint. It is bundled from the app's language detection, so
 * the head and the app can never disagree on a visitor's language.
 */
export async function bundleInlineScript(entry: string = ENTRY): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'languageHold', fileName: 'languageHold' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk')
  if (!chunk) throw new Error('language-hold: the inline script did not bundle')
  return chunk.code.trim()
}

/**
 * Puts the language hold's script in every page's head, after the policy and before the body (build only: the dev server renders
 * in the browser, so it has no English page to hold). It runs before the content-security-policy
 * plugin, which hashes it.
 */
export function languageHold(): Plugin {
  let script: string | undefined
  return {
    name: 'language-hold',
    apply: 'build',
    async buildStart() {
      script = await bundleInlineScript()
    },
    transformIndexHtml(html) {
      if (script === undefined) throw new Error('language-hold: the script was not bundled')
      return {
        html,
        tags: [{ tag: 'script', children: script, injectTo: 'head' }],
      }
    },
  }
}
