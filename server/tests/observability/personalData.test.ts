import { describe, expect, it } from 'vitest'
import { loggableUrl, withoutPersonalData } from '../../src/observability/personalData'
import { requestIdFor } from '../../src/observability/requestId'
import { readObservability } from '../../src/observability/settings'

describe('withoutPersonalData', () => {
  it.each([
    ['mail jane.doe+homes@example.co.uk failed', 'mail [redacted] failed'],
    ['550 <bob@mail.example.com>: no such user', '550 <[redacted]>: no such user'],
    ['call +1 (416) 555-0199 today', 'call [redacted] today'],
    ['call 416.555.0199', 'call [redacted]'],
    ['call 4165550199', 'call [redacted]'],
    ['call 1-416-555-0199', 'call [redacted]'],
    // Not phone numbers: an MLS number, a timestamp in ms, a price, a search id.
    ['listing C1234567 at 1764400000000', 'listing C1234567 at 1764400000000'],
    ['price 1250000, search 42', 'price 1250000, search 42'],
    ['plain text', 'plain text'],
  ])('%j becomes %j', (text, expected) => {
    expect(withoutPersonalData(text)).toBe(expected)
  })
})

describe('loggableUrl', () => {
  it.each([
    ['/alerts/unsubscribe?token=abc.def', '/alerts/unsubscribe?token=[redacted]'],
    ['/alerts/unsubscribe?lang=fr&token=abc', '/alerts/unsubscribe?lang=fr&token=[redacted]'],
    [
      '/docs/1?X-Amz-Signature=f00&X-Amz-Credential=AK%2F1&x-id=Get',
      '/docs/1?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&x-id=Get',
    ],
    [
      '/upload?ticket=t1&restore=r2&access_token=a3&code=c4&key=k5',
      '/upload?ticket=[redacted]&restore=[redacted]&access_token=[redacted]&code=[redacted]&key=[redacted]',
    ],
    ['/user/email-check?email=jane%40example.com', '/user/email-check?email=[redacted]'],
    ['/search?q=jane%40example.com', '/search?q=[redacted]'],
    ['/search?q=416-555-0199&city=Toronto', '/search?q=[redacted]&city=Toronto'],
    ['/listings?city=Toronto&minPrice=500000', '/listings?city=Toronto&minPrice=500000'],
    ['/listings/C1234567', '/listings/C1234567'],
    ['/people/jane@example.com', '/people/[redacted]'],
    ['/listings?bad=%E0%A4%A', '/listings?bad=%E0%A4%A'],
  ])('%s is logged as %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected)
  })
})

describe('requestIdFor', () => {
  it.each(['abc-123', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'proxy:1.2_3', 'a'.repeat(64)])(
    'keeps a well-formed id %s',
    (id) => {
      expect(requestIdFor(id)).toBe(id)
    },
  )

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(65)],
    ['a newline (log forging)', 'abc\n{"level":60}'],
    ['spaces', 'a b'],
    ['a quote', 'a"b'],
    ['repeated headers', ['a', 'b']],
    ['absent', undefined],
  ])('replaces %s with a fresh UUID', (_case, header) => {
    expect(requestIdFor(header)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})

describe('readObservability', () => {
  const read = (env: Record<string, string>) => (name: string) => env[name]

  it('has no metrics listener and no error reports unless asked', () => {
    expect(readObservability(read({}), 8787)).toEqual({ metrics: undefined, sentryDsn: undefined })
  })

  it('listens for metrics on loopback unless a host is given', () => {
    expect(readObservability(read({ METRICS_PORT: '9464' }), 8787).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
    })
    expect(
      readObservability(read({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }), 8787).metrics,
    ).toEqual({ host: '10.0.0.5', port: 9464 })
  })

  it.each([
    [{ METRICS_PORT: 'x' }, /METRICS_PORT must be an integer from 0 to 65535, not "x"/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be an integer/],
    [{ METRICS_PORT: '8787' }, /METRICS_PORT must differ from PORT/],
    [{ SENTRY_DSN: 'not a dsn' }, /SENTRY_DSN must look like https:\/\/<key>@<host>\/<project>/],
  ])('refuses %j', (env, message) => {
    expect(() => readObservability(read(env), 8787)).toThrow(message)
  })

  it('reads a DSN', () => {
    const dsn = 'https://k@o1.ingest.example/42'
    expect(readObservability(read({ SENTRY_DSN: dsn }), 8787).sentryDsn).toBe(dsn)
  })
})
