import { describe, expect, it } from 'vitest'
import {
  headerPolicy,
  inlineScriptHashes,
  metaPolicy,
  sourcesFromEnv,
} from '../../scripts/vite/contentSecurityPolicy'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the built page’s Content-Security-Policy', () => {
  it('hashes each inline script, never one with a src', () => {
    const html =
      '<script>console.log(1)</script><script type="module" src="/a.js"></script><script>x()</script>'
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='",
      "'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI='",
    ])
  })

  it('connects only to the configured services, with the local defaults', () => {
    const policy = metaPolicy(sourcesFromEnv({}), [])
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8787',
      'http://127.0.0.1:9229',
    ])
    // The forms' validators are compiled at build: nothing is evaluated in the browser.
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:8787',
    ])
    expect(policy).not.toContain('google')
    expect(policy).not.toContain('frame-ancestors')
  })

  it('names production origins, Cognito, and Google’s map hosts only with a key', () => {
    const sources = sourcesFromEnv({
      VITE_REALTY_API_URL: 'https://api.homewise.ca/realty',
      VITE_CONTACT_API_URL: 'https://api.homewise.ca/contact',
      VITE_CUSTOMER_API_URL: 'https://customer.homewise.ca',
      VITE_IMAGE_CDN_URL: 'https://cdn.homewise.ca/images',
      VITE_COGNITO_USER_POOL_ID: 'ca-central-1_abc',
      VITE_GOOGLE_MAPS_API_KEY: 'key',
    })
    const policy = headerPolicy(sources, ["'sha256-abc'"])
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.homewise.ca',
        'https://customer.homewise.ca',
        'https://cdn.homewise.ca',
        'https://cognito-idp.ca-central-1.amazonaws.com',
        'https://*.googleapis.com',
      ]),
    )
    expect(directive(policy, 'script-src')).toContain("'sha256-abc'")
    expect(directive(policy, 'img-src')).toContain('https://*.gstatic.com')
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  })

  it('lets the browser reach the document store only when one is configured', () => {
    const store = 'https://homewise-documents.s3.ca-central-1.amazonaws.com'
    const withStore = metaPolicy(sourcesFromEnv({ VITE_DOCUMENT_STORE_URL: `${store}/` }), [])
    expect(directive(withStore, 'connect-src')).toContain(store)
    expect(metaPolicy(sourcesFromEnv({}), [])).not.toContain('amazonaws')
  })
})
