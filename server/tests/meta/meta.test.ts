import { request as httpRequest } from 'node:http'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generalLead, listingContactLead } from '../contact/leads'
import { SPA_ORIGIN, startTestServer, type TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server.close()
})

/** RFC 8288 entries `<url>; rel="name"` as a map from relation to URL, as the SPA reads them. */
function relations(link: string | null): Record<string, string> {
  const entries = [...(link ?? '').matchAll(/<([^>]*)>\s*;\s*rel="([^"]+)"/g)]
  return Object.fromEntries(entries.map(([, url = '', rel = '']) => [rel, url]))
}

async function meta(query: string) {
  const response = await fetch(`${server.baseUrl}/meta?${query}`)
  return { response, body: (await response.json()) as Record<string, unknown> }
}

/** Fetches a schema and compiles it the way the SPA does: ajv with ajv-formats, strict. */
async function compiled(url: string): Promise<ValidateFunction> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/schema\+json/)
  expect(response.headers.get('cache-control')).toContain('max-age=300')
  const ajv = new Ajv({ allErrors: true, strict: true })
  addFormats(ajv)
  return ajv.compile(await response.json())
}

describe('GET /meta', () => {
  it('links the lead schema as rel="user", and the schema checks both lead forms', async () => {
    const { response, body } = await meta('group=realty')
    expect(response.status).toBe(200)
    expect(body).toEqual({ group: 'realty' })
    const links = relations(response.headers.get('link'))
    expect(links).toEqual({ user: `${server.baseUrl}/realty/schemas/lead.json` })

    const validate = await compiled(links.user!)
    expect(validate(listingContactLead()), JSON.stringify(validate.errors)).toBe(true)
    expect(validate(generalLead()), JSON.stringify(validate.errors)).toBe(true)
    const lead = generalLead()
    expect(validate({ ...lead, user: { ...lead.user, email: 'a@b' } })).toBe(false)
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(['/user/email'])
  })

  it('answers the same under /realty/meta', async () => {
    const response = await fetch(`${server.baseUrl}/realty/meta?group=realty`)
    expect(response.status).toBe(200)
    expect(relations(response.headers.get('link'))).toEqual({
      user: `${server.baseUrl}/realty/schemas/lead.json`,
    })
  })

  it('lets the SPA read the Link header across origins', async () => {
    const response = await fetch(`${server.baseUrl}/meta?group=realty`, {
      headers: { origin: SPA_ORIGIN },
    })
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('link')
  })

  it.each([
    ['', 'querystring/group is required'],
    ['group=', 'querystring/group must NOT have fewer than 1 characters'],
    [`group=${'a'.repeat(41)}`, 'querystring/group must NOT have more than 40 characters'],
    ['group=Home%20Wise', 'querystring/group must match pattern'],
    ['group=homewise&extra=1', 'querystring/extra is not allowed'],
  ])('answers %j with 400 naming the parameter', async (query, message) => {
    const { response, body } = await meta(query)
    expect(response.status).toBe(400)
    expect(body.message).toContain(message)
  })
})

/** GET /meta with a Host header fetch would not let a test choose. */
function linkWithHost(host: string): Promise<string | undefined> {
  const { port } = new URL(server.baseUrl)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: '/meta?group=realty', headers: { host } },
      (response) => {
        response.resume()
        const { link } = response.headers
        response.on('end', () => resolve(typeof link === 'string' ? link : undefined))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

describe('the links’ origin', () => {
  it('is the name and port the caller used', async () => {
    expect(await linkWithHost('homes.local:8443')).toBe(
      '<http://homes.local:8443/realty/schemas/lead.json>; rel="user"',
    )
  })

  it('is left out when the host header is not a plain host', async () => {
    expect(await linkWithHost('evil.example/x?')).toBe('</realty/schemas/lead.json>; rel="user"')
  })
})
