import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../src/lib/redirect'

const BASE = '/real-estate'

/** Values an attacker may put in `?redirect=`: every one must land on `/`. */
export const HOSTILE_REDIRECTS: readonly string[] = [
  'https://evil.example',
  'http://evil.example/real-estate/',
  'HTTPS://evil.example',
  '//evil.example',
  '//evil.example/real-estate',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/real-estate//evil.example',
  '/real-estate/\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '/\tjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\n/evil.example',
  '/\r\n//evil.example',
  '/%0a/evil.example'.replace('%0a', '\n'),
  'evil.example',
  'real-estate/auth/profile',
  '@evil.example',
  '/\u0000/evil.example',
  '\u0001//evil.example',
  '//\\evil.example',
]

describe('safeRedirect (redirect with the base path stripped)', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    [BASE, '/'],
    [`${BASE}/`, '/'],
    [`${BASE}/auth/profile`, '/auth/profile'],
    [`${BASE}/list/on/toronto?page=2`, '/list/on/toronto?page=2'],
    ['/list/on/toronto', '/list/on/toronto'],
    [`${BASE}?x=1`, '/?x=1'],
    ['/detail/on/toronto/a/b/C5001234/1#history', '/detail/on/toronto/a/b/C5001234/1#history'],
  ])('%j goes to %j', (value, expected) => {
    expect(safeRedirect(value, BASE)).toBe(expected)
  })

  it.each(HOSTILE_REDIRECTS.map((value) => [value]))('sends the hostile %j to /', (value) => {
    expect(safeRedirect(value, BASE)).toBe('/')
  })

  it('never leaves the app for any string (fast-check, 2000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const target = safeRedirect(value, BASE)
        expect(target.startsWith('/')).toBe(true)
        expect(target.startsWith('//')).toBe(false)
        expect(new URL(target, 'https://app.example').origin).toBe('https://app.example')
      }),
      { numRuns: 2000 },
    )
  })
})
