import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application, ApplicationFields } from '../../../contract/application'
import { customerPath, documentsPath } from '../../src/db/files'
import { callService } from '../call'
import { fields, signer } from '../customer/applicationFixtures'
import { trustingPool } from '../customer/customersOnServer'
import { customerClaims, startTestPool, type TestPool } from '../customer/tokens'
import { startTestServer, type TestServer } from '../helpers'
import { CUSTOMER_ENGINES } from '../support/customerEngines'

// What someone with a copy of the data (the database file, a dump, the documents folder) sees:
// none of an application's sensitive values, and none of a document's bytes.

const EMPLOYER = 'Zephyrine Lattice Works'
const INCOME = 187_654
const DOCUMENT = Buffer.from('%PDF-1.7 pay stub: Zephyrine Lattice Works pays 187654\n')

const sensitive: ApplicationFields = {
  ...fields,
  applicant: {
    ...fields.applicant,
    dob: { month: 11, day: 23, year: 1977 },
    citizenStatus: 'permanent_resident',
    maritalStatus: 'common_law',
  },
  employment: { ...fields.employment, employer: EMPLOYER, annualIncome: INCOME },
}

/** The seeded values, as JSON would hold them; each must be absent from a copy. */
const SEEDED = [
  EMPLOYER,
  `"annualIncome":${String(INCOME)}`,
  '"year":1977',
  'permanent_resident',
  'common_law',
  'Sami',
  'pay stub: Zephyrine',
]

/** Where a seeded value shows in what was read: as text, or as a dump's hex of bytes. */
function leaked(copy: string): string[] {
  const hex = copy.toLowerCase()
  return SEEDED.filter(
    (value) => copy.includes(value) || hex.includes(Buffer.from(value).toString('hex')),
  )
}

/** Every customer table's rows as PostgreSQL's text form of each row, as a dump would hold. */
async function postgresDump(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    )
    const rows: string[] = []
    for (const { name } of tables.rows) {
      const answer = await client.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`)
      rows.push(...answer.rows.map(({ row }) => row))
    }
    return rows.join('\n')
  } finally {
    await client.end()
  }
}

/** The SQLite file's bytes as copied while the service runs: the file and its write-ahead log. */
function sqliteCopy(dataDir: string): string {
  const file = customerPath(dataDir)
  const parts = [file, `${file}-wal`].filter((path) => existsSync(path))
  return parts.map((path) => readFileSync(path).toString('latin1')).join('')
}

describe.each(CUSTOMER_ENGINES)('an application at rest on %s', (engine) => {
  let pool: TestPool
  let server: TestServer
  let amira: string

  beforeAll(async () => {
    pool = await startTestPool()
    server = await startTestServer({ config: trustingPool(pool), customerEngine: engine })
    amira = await pool.token(customerClaims('amira'))
  })
  afterAll(async () => {
    await server.close()
    await pool.close()
  })

  const call = (method: string, path: string, body?: unknown) =>
    callService(server.baseUrl, method, path, amira, body)

  it('reads back in clear, while a copy of the data holds none of it', async () => {
    const created = await call('POST', '/application', sensitive)
    const { id } = created.body as Application
    expect((await call('POST', `/application/${String(id)}/signer`, signer)).status).toBe(200)
    const ticket = await call('POST', `/application/${String(id)}/documents/upload-url`, {
      name: 'stub.pdf',
      contentType: 'application/pdf',
      size: DOCUMENT.length,
    })
    const upload = new URL((ticket.body as { uploadUrl: string }).uploadUrl).pathname
    const put = await callService(server.baseUrl, 'PUT', upload, amira, DOCUMENT, {
      'content-type': 'application/pdf',
    })
    expect(put.status).toBe(200)

    const read = (await call('GET', `/application/${String(id)}`)).body as Application
    expect(read.fields.employment?.employer).toBe(EMPLOYER)
    expect(read.fields.applicant?.dob).toEqual({ month: 11, day: 23, year: 1977 })
    expect(read.signers[0]?.firstName).toBe('Sami')

    const copy =
      engine === 'sqlite'
        ? sqliteCopy(server.dataDir)
        : await postgresDump(
            server.customerDatabase.engine === 'postgres' ? server.customerDatabase.url : '',
          )
    // The copy does hold the sealed application: what was read is the data, not nothing.
    expect(copy).toContain('vault1:')
    expect(leaked(copy)).toEqual([])

    const folder = documentsPath(server.dataDir)
    const files = readdirSync(folder).map((name) => readFileSync(join(folder, name)))
    expect(files).toHaveLength(1)
    expect(files.filter((file) => file.includes(DOCUMENT.subarray(0, 24)))).toEqual([])
  })
})
