import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config'
import { crmProductionProblems } from '../../src/crm/crmConfig'

const crm = (env: Record<string, string>) => loadConfig(env).crm

describe('the CRM settings', () => {
  it('keep events unsent when no CRM is named', () => {
    expect(crm({})).toMatchObject({ target: undefined, source: undefined, intervalMs: 10_000 })
  })

  it('send to the URL with the key, as the system named', () => {
    expect(
      crm({
        CRM_EVENTS_URL: 'https://api.followupboss.com/v1/events',
        CRM_API_KEY: 'key',
        CRM_SYSTEM_KEY: 'system-key',
        CRM_SOURCE: 'homewise.ca',
      }),
    ).toMatchObject({
      target: {
        url: 'https://api.followupboss.com/v1/events',
        apiKey: 'key',
        system: 'Homewise',
        systemKey: 'system-key',
        timeoutMs: 10_000,
      },
      source: 'homewise.ca',
    })
  })

  it.each([
    [{ CRM_EVENTS_URL: 'https://crm.example/v1/events' }, /CRM_EVENTS_URL and CRM_API_KEY go/],
    [{ CRM_API_KEY: 'secret-key' }, /CRM_EVENTS_URL and CRM_API_KEY go together/],
    [{ CRM_EVENTS_URL: 'crm.example', CRM_API_KEY: 'k' }, /CRM_EVENTS_URL must be an http/],
    [{ CRM_TIMEOUT_MS: '5', CRM_EVENTS_URL: 'http://a.b', CRM_API_KEY: 'k' }, /CRM_TIMEOUT_MS/],
    [{ CRM_INTERVAL_MS: '-1' }, /CRM_INTERVAL_MS must be an integer from 0/],
  ])('refuse %j', (env, message) => {
    expect(() => crm(env)).toThrow(message)
  })

  it('never name the key in a refusal', () => {
    expect(() => crm({ CRM_API_KEY: 'secret-key' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-key') as unknown }),
    )
  })

  it('refuse a CRM over plain http in production', () => {
    const plain = crm({ CRM_EVENTS_URL: 'http://crm.example/v1/events', CRM_API_KEY: 'k' })
    expect(crmProductionProblems(plain)).toEqual([
      'CRM_EVENTS_URL must use https in production: the API key travels with every event',
    ])
    expect(crmProductionProblems(crm({}))).toEqual([])
  })
})
