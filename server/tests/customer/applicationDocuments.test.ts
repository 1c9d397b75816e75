import { describe, expect, it } from 'vitest'
import type { Application, Matches, Match } from '../../../contract/application'
import type { Dashboard } from '../../../contract/customer'
import { UPLOAD_LINK_MS } from '../../src/customer/applicationDocumentRoutes'
import { customerCalls, customersOnServerForFile } from './customersOnServer'
import { fields, signer, givenBensApplication } from './applicationFixtures'

const customers = customersOnServerForFile()
const call = customerCalls(customers)
const bensApp = givenBensApplication(customers, call)

describe('documents, matches and referrals', () => {
  it('announces a document, takes exactly its bytes in its type, and lists it', async () => {
    const { id } = (await call('POST', '/application', customers.amira, {})).body as Application
    // Each link takes one upload, refused or not: every refusal below has a link of its own.
    const announce = async () => {
      const ticket = await call(
        'POST',
        `/application/${String(id)}/documents/upload-url`,
        customers.amira,
        { name: 'paystub.pdf', contentType: 'application/pdf', size: 9 },
      )
      expect(ticket.status).toBe(200)
      const { uploadUrl, document } = ticket.body as { uploadUrl: string; document: { id: number } }
      return { path: new URL(uploadUrl).pathname, document }
    }
    const pdf = Buffer.from('%PDF-1.7\n')
    const put = async (body: Buffer, type: string, token = customers.amira) =>
      call('PUT', (await announce()).path, token, body, { 'content-type': type })
    expect((await put(pdf, 'image/png')).status).toBe(400)
    expect((await put(Buffer.concat([pdf, pdf]), 'application/pdf')).status).toBe(413)
    expect((await put(pdf, 'text/html')).status).toBe(415)
    expect((await put(pdf, 'application/pdf', customers.ben)).status).toBe(404)
    // Bytes that are not a PDF, whatever the header says.
    expect((await put(Buffer.from('<html>hi'), 'application/pdf')).status).toBe(400)
    const { path, document } = await announce()
    expect(
      (await call('PUT', path, customers.amira, pdf, { 'content-type': 'application/pdf' })).status,
    ).toBe(200)
    // Once taken, the link takes nothing more.
    expect(
      (await call('PUT', path, customers.amira, pdf, { 'content-type': 'application/pdf' })).status,
    ).toBe(409)
    const listed = await call('GET', `/application/${String(id)}/documents`, customers.amira)
    // Refused uploads are left out; the link Ben could not use still waits for Amira's bytes.
    expect(listed.body).toEqual({
      documents: [
        expect.objectContaining({ status: 'pending' }),
        expect.objectContaining({ id: document.id, status: 'uploaded', size: 9 }),
      ],
    })
    for (const bad of [
      { name: '../etc/passwd', contentType: 'application/pdf', size: 9 },
      { name: 'a.exe', contentType: 'application/x-msdownload', size: 9 },
      { name: 'huge.pdf', contentType: 'application/pdf', size: 11 * 1024 * 1024 },
    ]) {
      const answer = await call(
        'POST',
        `/application/${String(id)}/documents/upload-url`,
        customers.amira,
        bad,
      )
      expect(answer.status).toBe(400)
    }
  })

  it('takes the bytes only while the upload link lives', async () => {
    const { id } = (await call('POST', '/application', customers.amira, {})).body as Application
    const ticket = (
      await call('POST', `/application/${String(id)}/documents/upload-url`, customers.amira, {
        name: 'id.png',
        contentType: 'image/png',
        size: 8,
      })
    ).body as { uploadUrl: string; expiresAt: string; document: { id: number } }
    const lifetime = new Date(ticket.expiresAt).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(UPLOAD_LINK_MS - 60_000)
    expect(lifetime).toBeLessThanOrEqual(UPLOAD_LINK_MS)
    customers.server.customerDb
      .prepare('UPDATE application_documents SET upload_expires_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 1000).toISOString(), ticket.document.id)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const late = await call('PUT', new URL(ticket.uploadUrl).pathname, customers.amira, png, {
      'content-type': 'image/png',
    })
    expect(late.status).toBe(410)
  })

  it('refuses to submit an incomplete application, naming what is required', async () => {
    const { id } = (
      await call('POST', '/application', customers.amira, { applicant: fields.applicant })
    ).body as Application
    const answer = await call('POST', `/application/${String(id)}/submit`, customers.amira)
    expect(answer.status).toBe(400)
    const { message } = answer.body as { message: string }
    expect(message).toContain('property.address')
    expect(message).toContain('employment.status')
    expect(message).not.toContain('applicant.')
    const matches = (await call('GET', `/application/${String(id)}/match`, customers.amira)).body
    expect(matches).toEqual({ matches: [], assessment: null })
  })

  it('submits a complete application, offers matches lowest rate first, and lets the owner choose one', async () => {
    const { id } = (await call('POST', '/application', customers.amira, fields)).body as Application
    const base = `/application/${String(id)}`
    const submitted = await call('POST', `${base}/submit`, customers.amira)
    expect(submitted.status).toBe(200)
    const { matches, assessment } = submitted.body as Matches
    expect(assessment).toMatchObject({ qualifyingRate: expect.any(Number) as number })
    expect(assessment?.maxPrice).toBeGreaterThanOrEqual(800_000)
    expect(matches.length).toBeGreaterThan(1)
    const rates = matches.map((match) => match.rate)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    expect((await call('GET', base, customers.amira)).body).toMatchObject({ status: 'submitted' })

    const [first, second] = matches as [Match, Match]
    const answer = (match: Match, status: string, token = customers.amira) =>
      call('PUT', `${base}/match/${String(match.id)}`, token, { status })
    expect((await answer(first, 'maybe')).status).toBe(400)
    expect((await answer(first, 'accepted', customers.ben)).status).toBe(404)
    expect((await answer(first, 'accepted')).body).toMatchObject({
      id: first.id,
      status: 'accepted',
    })
    expect((await call('GET', base, customers.amira)).body).toMatchObject({
      status: 'lender_chosen',
    })

    // A chosen lender has the file: the application can no longer change or be sent again.
    expect((await call('PUT', base, customers.amira, fields)).status).toBe(409)
    expect((await call('POST', `${base}/submit`, customers.amira)).status).toBe(409)
    expect((await call('POST', `${base}/signer`, customers.amira, signer)).status).toBe(409)

    // Choosing another lender declines the first; declining the chosen one reopens the choice.
    await answer(second, 'accepted')
    const after = (await call('GET', `${base}/match`, customers.amira)).body as Matches
    expect(after.matches.find((match) => match.id === first.id)?.status).toBe('declined')
    await answer(second, 'declined')
    expect((await call('GET', base, customers.amira)).body).toMatchObject({ status: 'submitted' })
  })

  it('takes a submitted application back to draft when it changes, since its matches no longer hold', async () => {
    const { id } = (await call('POST', '/application', customers.amira, fields)).body as Application
    const base = `/application/${String(id)}`
    await call('POST', `${base}/submit`, customers.amira)
    const raised = { ...fields, price: { total: 2_000_000, downPaymentCash: 400_000 } }
    expect((await call('PUT', base, customers.amira, raised)).body).toMatchObject({
      status: 'draft',
    })
    expect((await call('GET', `${base}/match`, customers.amira)).body).toEqual({
      matches: [],
      assessment: null,
    })
    // $2,000,000 is beyond a $200,000 salary: submitted, but nobody lends; the assessment says
    // what the income carries.
    const again = (await call('POST', `${base}/submit`, customers.amira)).body as Matches
    expect(again.matches).toEqual([])
    expect(again.assessment?.maxPrice).toBeLessThan(2_000_000)
    expect(again.assessment?.limitedBy).toBe('grossDebtService')
  })

  it("lists the caller's applications on the dashboard with their next step, never another's", async () => {
    const { id } = (
      await call('POST', '/application', customers.amira, { applicant: fields.applicant })
    ).body as Application
    const dashboard = (await call('GET', '/dashboard', customers.amira)).body as Dashboard
    expect(dashboard.applications.find((one) => one.id === id)).toMatchObject({
      status: 'draft',
      nextStep: 'property',
    })
    expect(dashboard.applications.some((one) => one.id === bensApp.application.id)).toBe(false)
    const bens = (await call('GET', '/dashboard', customers.ben)).body as Dashboard
    expect(bens.applications).toEqual([
      expect.objectContaining({
        id: bensApp.application.id,
        status: 'submitted',
        nextStep: 'chooseLender',
      }),
    ])
  })

  it('gives the caller a stable referral code and counts the leads that named it', async () => {
    const first = (await call('GET', '/user/referrals', customers.amira)).body as {
      code: string
      referrals: unknown[]
    }
    expect(first.code).toMatch(/^HW-[2-9A-Z]{8}$/)
    expect(first.referrals).toEqual([])
    customers.server.customerDb
      .prepare(
        `INSERT INTO leads (first_name, last_name, email, city, code, payload)
         VALUES ('Friend', 'Of Amira', 'friend@example.ca', 'Oakville', ?, '{}')`,
      )
      .run(first.code.toLowerCase())
    const again = (await call('GET', '/user/referrals', customers.amira)).body as {
      code: string
      referrals: { city: string }[]
    }
    expect(again.code).toBe(first.code)
    // The referral shows where and when, never the friend's name or address.
    expect(again.referrals).toEqual([{ date: expect.any(String) as string, city: 'Oakville' }])
    const bens = (await call('GET', '/user/referrals', customers.ben)).body as { code: string }
    expect(bens.code).not.toBe(first.code)
  })
})
