import fc from 'fast-check'

/** Names every JavaScript object answers to, through its prototype. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const

/** Values that have broken parsers, SQL, full-text search and number handling before. */
const TRICKY = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '9007199254740993',
  '0x1F',
  '1,2',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '%',
  '_',
  '\\',
  '"',
  '*',
  "'; DROP TABLE leads; --",
  'NEAR(a b)',
  'a OR b',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀',
  'x'.repeat(5000),
  'avg-soldPrice',
  'grp-mth',
  'count',
  '2024-02-30',
  '43.65,-79.38',
  '../../etc/passwd',
]

/** One hostile text: prototype names, tricky values, or anything fast-check makes. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
)

/**
 * A query string. Mostly one of the route's own parameters with a hostile value, so the request
 * gets past the other checks to the code that uses it; otherwise several pairs, the route's names
 * mixed with hostile ones, each given hostile values or repeated (`a=1&a=2` arrives as an array).
 */
export function hostileQuery(names: readonly string[]): fc.Arbitrary<string> {
  const name = names.length > 0 ? fc.oneof(fc.constantFrom(...names), hostileText) : hostileText
  const pair = fc.tuple(name, fc.array(hostileText, { minLength: 1, maxLength: 3 }))
  const toQuery = (pairs: readonly (readonly [string, readonly string[]])[]) => {
    const search = new URLSearchParams()
    for (const [key, values] of pairs) for (const value of values) search.append(key, value)
    return search.toString()
  }
  const several = fc.array(pair, { maxLength: 6 }).map(toQuery)
  if (names.length === 0) return several
  const single = fc
    .tuple(fc.constantFrom(...names), fc.array(hostileText, { minLength: 1, maxLength: 2 }))
    .map((one) => toQuery([one]))
  return fc.oneof({ weight: 3, arbitrary: single }, { weight: 2, arbitrary: several })
}

/** A JSON-ish value with hostile keys: objects are written as text, so `__proto__` stays own. */
const hostileJsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText.map((text) => JSON.stringify(text)),
    fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.boolean()).map((v) => JSON.stringify(v)),
    fc.constant('null'),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(hostileText, tie('value')), { maxLength: 5 })
      .map(
        (entries) =>
          `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`,
      ),
  ),
})).value

/**
 * A request body: a valid example with one field replaced or a hostile key added at its top,
 * a hostile JSON value, or text that is not JSON at all.
 */
export function hostileBody(
  valid: readonly Record<string, unknown>[] = [{}],
): fc.Arbitrary<string> {
  const example = fc.constantFrom(...valid)
  return fc.oneof(
    fc.tuple(example, hostileText, hostileJsonText).map(([base, key, value]) => {
      const text = JSON.stringify(base)
      const entry = `${JSON.stringify(key)}:${value}`
      return text === '{}' ? `{${entry}}` : `{${entry},${text.slice(1)}`
    }),
    fc.tuple(example, hostileJsonText).map(([base, value]) => {
      const keys = Object.keys(base)
      if (keys.length === 0) return value
      const copy: Record<string, unknown> = { ...base, [keys[0]!]: '\u0001marker' }
      return JSON.stringify(copy).replace('"\\u0001marker"', value)
    }),
    hostileJsonText,
    fc.string({ maxLength: 50 }),
  )
}

/** A path segment for `:id`-like parameters: hostile text, numbers near the edges, or real ids. */
export const hostileSegment: fc.Arbitrary<string> = fc
  .oneof(hostileText, fc.constantFrom('1', '2', '2147483648', '-1', '0', '1.5'))
  // A lone surrogate cannot be percent-encoded; the replacement character stands in for it.
  .map((segment) => encodeURIComponent(segment.replace(/[\uD800-\uDFFF]/g, '\uFFFD')) || '%20')
