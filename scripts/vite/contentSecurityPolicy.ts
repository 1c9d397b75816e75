import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The service origins and options the built app talks to, from the VITE_* settings. */
export interface PolicySources {
  /** Realty, contact and customer services (their origins). */
  readonly services: readonly string[]
  readonly imageCdn: string
  /** The user pool: the emulator's endpoint locally, Cognito's regional host otherwise. */
  readonly identity: string
  /** Raster tiles for the keyless map, when configured. */
  readonly mapTiles?: string | undefined
  /** Error reports' ingest origin, when configured. */
  readonly errorReports?: string | undefined
  /** The document store the browser uploads to through presigned links, when configured. */
  readonly documentStore?: string | undefined
  /** With a Google Maps key, Google's map hosts join scripts, images, styles and fonts. */
  readonly googleMaps: boolean
}

/**
 * Google's documented hosts for the Maps JavaScript API, only when a key is set; its documented
 * policy also lists 'unsafe-eval', which the site's own code no longer needs.
 */
const GOOGLE = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', "'unsafe-eval'"],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
  ],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['*.google.com'],
}

/** The origin of an address ("https://cdn.example.ca/img" → "https://cdn.example.ca"). */
export const originOf = (address: string): string => new URL(address).origin

/** sha256 hashes, in CSP's form, of every inline script (a `<script>` with no `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}

const unique = (values: readonly (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => value !== undefined && value !== '')),
]

/**
 * The policy a `<meta http-equiv>` can carry. Styles stay 'unsafe-inline': the UI library writes
 * its styles into `<style>` elements at run time, and the shell's critical CSS is inline.
 * `frame-ancestors` works only as a header, so it is added by `headerPolicy`.
 */
export function metaPolicy(sources: PolicySources, scriptHashes: readonly string[]): string {
  const google = sources.googleMaps ? GOOGLE : undefined
  const directives: [string, readonly (string | undefined)[]][] = [
    ['default-src', ["'self'"]],
    // No 'unsafe-eval': the forms' schema validators are compiled at build
    // (scripts/vite/formValidators.ts), so no code is generated in the browser.
    ['script-src', ["'self'", ...scriptHashes, ...(google?.script ?? [])]],
    [
      'connect-src',
      [
        "'self'",
        ...sources.services,
        sources.imageCdn,
        sources.identity,
        sources.errorReports,
        sources.documentStore,
        ...(google?.connect ?? []),
      ],
    ],
    [
      'img-src',
      ["'self'", 'data:', 'blob:', sources.imageCdn, sources.mapTiles, ...(google?.img ?? [])],
    ],
    ['style-src', ["'self'", "'unsafe-inline'", ...(google?.style ?? [])]],
    ['font-src', ["'self'", 'data:', ...(google?.font ?? [])]],
    ['worker-src', ["'self'", ...(google ? ['blob:'] : [])]],
    ['manifest-src', ["'self'"]],
    ['frame-src', google?.frame ?? ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ')
}

/** The same policy for hosts that set headers, where `frame-ancestors` takes effect. */
export const headerPolicy = (sources: PolicySources, scriptHashes: readonly string[]): string =>
  `${metaPolicy(sources, scriptHashes)}; frame-ancestors 'none'`

const LOCAL_SERVICE = 'http://127.0.0.1:8787'
const LOCAL_USER_POOL_ID = 'local_homewise'

/** The sources from the build's VITE_* settings, with src/app/config.ts's defaults. */
export function sourcesFromEnv(env: Record<string, string | undefined>): PolicySources {
  const value = (name: string) => {
    const text = env[name]?.trim()
    return text === undefined || text === '' ? undefined : text
  }
  const service = (name: string) => originOf(value(name) ?? LOCAL_SERVICE)
  const poolId = value('VITE_COGNITO_USER_POOL_ID') ?? LOCAL_USER_POOL_ID
  const region = value('VITE_COGNITO_REGION') ?? 'ca-central-1'
  const endpoint =
    value('VITE_COGNITO_ENDPOINT') ??
    (poolId === LOCAL_USER_POOL_ID ? 'http://127.0.0.1:9229' : undefined)
  const tiles = value('VITE_MAP_TILE_URL')
  const dsn = value('VITE_SENTRY_DSN')
  const documentStore = value('VITE_DOCUMENT_STORE_URL')
  return {
    services: unique([
      service('VITE_REALTY_API_URL'),
      service('VITE_CONTACT_API_URL'),
      service('VITE_CUSTOMER_API_URL'),
    ]),
    imageCdn: originOf(value('VITE_IMAGE_CDN_URL') ?? `${LOCAL_SERVICE}/cdn`),
    identity: endpoint ? originOf(endpoint) : `https://cognito-idp.${region}.amazonaws.com`,
    // A tile template ("https://{s}.tile.example/{z}/{x}/{y}.png") names its host before "{".
    mapTiles: tiles && originOf(tiles.replace(/\{s\}\./, '').replace(/\{[^}]*\}/g, '0')),
    errorReports: dsn && originOf(dsn),
    documentStore: documentStore && originOf(documentStore),
    googleMaps: value('VITE_GOOGLE_MAPS_API_KEY') !== undefined,
  }
}

/**
 * Puts the policy first in the built index.html's head (a meta policy covers only what follows
 * it), hashing whatever inline scripts the final HTML has, so it holds whichever plugin wrote
 * them; and emits the header form as content-security-policy.txt for hosts that set headers.
 * Build only: the dev server injects scripts of its own.
 */
export function contentSecurityPolicy(): Plugin {
  let sources: PolicySources | undefined
  let header = ''
  return {
    name: 'content-security-policy',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      sources = sourcesFromEnv(resolved.env as Record<string, string | undefined>)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!sources) throw new Error('content-security-policy: the config was not resolved')
        const hashes = inlineScriptHashes(html)
        header = headerPolicy(sources, hashes)
        const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(sources, hashes)}">`
        // After the charset (which must come first), before any script.
        const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
        return charset
          ? html.replace(charset[0], `${charset[0]}\n    ${meta}`)
          : html.replace(/<head>/i, `<head>\n    ${meta}`)
      },
    },
    writeBundle(options) {
      if (header !== '' && options.dir !== undefined) {
        writeFileSync(join(options.dir, 'content-security-policy.txt'), `${header}\n`)
      }
    },
  }
}
