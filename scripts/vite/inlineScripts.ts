import { fileURLToPath } from 'node:url'
import { build, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite'

/** The app's own typed module that holds the page's text for a visitor reading French. */
export const LANGUAGE_HOLD = fileURLToPath(
  new URL('../../src/app/languageHoldScript.ts', import.meta.url),
)

/** The app's own typed module that starts the page's first answers and shows its first photo. */
export const PAGE_START = fileURLToPath(
  new URL('../../src/app/pageStartScript.ts', import.meta.url),
)

/**
 * What an inline script's modules read of the app's build (`config.ts`): its base path, its mode
 * (which `.env` files hold its settings) and its constants.
 */
export interface InlineBuild {
  readonly base: string
  readonly mode: string
  readonly define?: Record<string, unknown> | undefined
}

/**
 * An entry bundled on its own as one minified script with no imports, so it can sit inline in
 * the page and run before any of the app's code has loaded. It is bundled from the app's own
 * modules (language detection, the service's addresses), so the page and the app can never
 * disagree.
 */
export async function bundleInlineScript(
  entry: string,
  { base, mode, define }: InlineBuild = { base: '/real-estate/', mode: 'production' },
): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    base,
    mode,
    define,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'inline', fileName: 'inline' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk')
  if (!chunk) throw new Error(`inline script: ${entry} did not bundle`)
  return chunk.code.trim()
}

/**
 * Puts the bundled `entry` in every page (build only: the dev server renders in the browser, so
 * it has no rendered page to act on): the language hold in the head, before the first paint;
 * the page's start script at the end of the body, where the build's markup is already parsed.
 * These plugins run before the content-security-policy plugin, which hashes them.
 */
export function inlineScript(
  name: string,
  entry: string,
  injectTo: HtmlTagDescriptor['injectTo'],
): Plugin {
  let inline: InlineBuild | undefined
  let script: string | undefined
  return {
    name,
    apply: 'build',
    configResolved(config) {
      inline = { base: config.base, mode: config.mode, define: config.define }
    },
    async buildStart() {
      script = await bundleInlineScript(entry, inline)
    },
    transformIndexHtml(html) {
      if (script === undefined) throw new Error(`${name}: the script was not bundled`)
      return { html, tags: [{ tag: 'script', children: script, injectTo }] }
    },
  }
}
