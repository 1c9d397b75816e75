import { http, HttpResponse } from 'msw'
import type {
  Application,
  ApplicationDocument,
  ApplicationFields,
  Assessment,
  Match,
  Signer,
  SignerFields,
} from '../../contract/application'
import { missingFields, nextStep } from '../../contract/applicationRules'
import { sampleOffers } from './preApprovalData'

export { application, completeFields } from './preApprovalData'

const service = 'http://127.0.0.1:8787'

const unauthorized = () =>
  HttpResponse.json(
    { statusCode: 401, error: 'Unauthorized', message: 'A valid ID token is required.' },
    { status: 401 },
  )
const notFound = () =>
  HttpResponse.json(
    { statusCode: 404, error: 'Not Found', message: 'No application with this id.' },
    { status: 404 },
  )
const signed = (request: Request) =>
  /^Bearer \S+\.\S+\.\S+$/.test(request.headers.get('authorization') ?? '')

export function applicationService(
  start: {
    applications?: Application[]
    offers?: Omit<Match, 'id' | 'status'>[]
    assessment?: Assessment
    /**
     * The document store's origin: tickets then point there (presigned), and the store takes the
     * bytes without a token; the service takes a PDF's and refuses anything else once landed.
     */
    documentStore?: string
  } = {},
) {
  const state = {
    applications: [...(start.applications ?? [])],
    documents: new Map<number, ApplicationDocument[]>(),
    matches: new Map<number, Match[]>(),
    assessments: new Map<number, Assessment>(),
    calls: [] as { method: string; path: string; body?: unknown; userId?: string | null }[],
    uploads: [] as {
      url: string
      type: string | null
      size: number
      text: string
      authorization?: string | null
    }[],
  }
  let nextId = 100
  const find = (id: string | readonly string[] | undefined) =>
    state.applications.find((application) => application.id === Number(id))
  const record = async (request: Request) => {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined)
    state.calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      userId: request.headers.get('user-id'),
    })
    return body
  }
  const touch = (application: Application, changes: Partial<Application>) => {
    Object.assign(application, changes, { updatedAt: new Date().toISOString() })
    return application
  }

  const handlers = [
    http.post(`${service}/application`, async ({ request }) => {
      if (!signed(request)) return unauthorized()
      const fields = (await record(request)) as ApplicationFields
      const now = new Date().toISOString()
      const application: Application = {
        id: (nextId += 1),
        status: 'draft',
        fields,
        signers: [],
        createdAt: now,
        updatedAt: now,
      }
      state.applications.push(application)
      return HttpResponse.json(application)
    }),
    http.get(`${service}/application/:id`, ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const found = find(params.id)
      return found ? HttpResponse.json(found) : notFound()
    }),
    http.put(`${service}/application/:id`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const fields = (await record(request)) as ApplicationFields
      const found = find(params.id)
      if (!found) return notFound()
      if (found.status === 'lender_chosen') {
        return HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'This application is locked.' },
          { status: 409 },
        )
      }
      return HttpResponse.json(touch(found, { fields, status: 'draft' }))
    }),
    http.post(`${service}/application/:id/signer`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const body = (await record(request)) as SignerFields
      const found = find(params.id)
      if (!found) return notFound()
      const signer: Signer = { ...body, id: found.signers.length + 1 }
      touch(found, { signers: [...found.signers, signer] })
      return HttpResponse.json(signer)
    }),
    http.put(`${service}/application/:id/signer/:signerId`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const body = (await record(request)) as SignerFields
      const found = find(params.id)
      const signer = found?.signers.find((one) => one.id === Number(params.signerId))
      if (!found || !signer) return notFound()
      const updated = { ...body, id: signer.id }
      touch(found, { signers: found.signers.map((one) => (one.id === signer.id ? updated : one)) })
      return HttpResponse.json(updated)
    }),
    http.delete(`${service}/application/:id/signer/:signerId`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      await record(request)
      const found = find(params.id)
      const signer = found?.signers.find((one) => one.id === Number(params.signerId))
      if (!found || !signer) return notFound()
      touch(found, { signers: found.signers.filter((one) => one.id !== signer.id) })
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${service}/application/:id/documents`, ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      if (!find(params.id)) return notFound()
      return HttpResponse.json({ documents: state.documents.get(Number(params.id)) ?? [] })
    }),
    http.post(`${service}/application/:id/documents/upload-url`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const body = (await record(request)) as { name: string; contentType: string; size: number }
      if (!find(params.id)) return notFound()
      const list = state.documents.get(Number(params.id)) ?? []
      const document: ApplicationDocument = {
        id: list.length + 1,
        name: body.name,
        contentType: body.contentType,
        size: body.size,
        status: 'pending',
        createdAt: new Date().toISOString(),
      }
      state.documents.set(Number(params.id), [...list, document])
      const path = `application/${String(params.id)}/documents/${String(document.id)}`
      return HttpResponse.json({
        document,
        uploadUrl: start.documentStore
          ? `${start.documentStore}/${path}?X-Amz-Signature=signed`
          : `${service}/${path}`,
        method: 'PUT',
        headers: { 'content-type': body.contentType },
      })
    }),
    http.put(`${service}/application/:id/documents/:documentId`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const bytes = await request.arrayBuffer()
      state.uploads.push({
        url: request.url,
        type: request.headers.get('content-type'),
        size: bytes.byteLength,
        text: new TextDecoder().decode(bytes),
      })
      const list = state.documents.get(Number(params.id)) ?? []
      const document = list.find((one) => one.id === Number(params.documentId))
      if (!document) return notFound()
      document.status = 'uploaded'
      return HttpResponse.json(document)
    }),
    ...(start.documentStore === undefined
      ? []
      : [
          http.put(
            `${start.documentStore}/application/:id/documents/:documentId`,
            async ({ request, params }) => {
              const bytes = await request.arrayBuffer()
              const text = new TextDecoder().decode(bytes)
              state.uploads.push({
                url: request.url,
                type: request.headers.get('content-type'),
                size: bytes.byteLength,
                text,
                authorization: request.headers.get('authorization'),
              })
              const list = state.documents.get(Number(params.id)) ?? []
              const document = list.find((one) => one.id === Number(params.documentId))
              if (document && text.startsWith('%PDF-')) document.status = 'uploaded'
              return new HttpResponse(null, { status: 200 })
            },
          ),
        ]),
    http.post(`${service}/application/:id/submit`, ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const found = find(params.id)
      if (!found) return notFound()
      const missing = missingFields(found.fields, found.signers)
      if (missing.length > 0) {
        const paths = missing.map(({ step, field }) => `${step}.${field}`).join(', ')
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: `The application is incomplete: ${paths} is required.`,
          },
          { status: 400 },
        )
      }
      const matches = (start.offers ?? sampleOffers).map((offer, index) => ({
        ...offer,
        id: index + 1,
        status: 'offered' as const,
      }))
      const assessment = start.assessment ?? {
        qualifyingRate: 6.19,
        maxPrice: 812_000,
        limitedBy: 'grossDebtService' as const,
      }
      state.matches.set(found.id, matches)
      state.assessments.set(found.id, assessment)
      touch(found, { status: 'submitted' })
      return HttpResponse.json({ matches, assessment })
    }),
    http.get(`${service}/application/:id/match`, ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const found = find(params.id)
      if (!found) return notFound()
      return HttpResponse.json({
        matches: state.matches.get(found.id) ?? [],
        assessment: state.assessments.get(found.id) ?? null,
      })
    }),
    http.put(`${service}/application/:id/match/:matchId`, async ({ request, params }) => {
      if (!signed(request)) return unauthorized()
      const body = (await record(request)) as { status: 'accepted' | 'declined' }
      const found = find(params.id)
      const match = state.matches
        .get(Number(params.id))
        ?.find((one) => one.id === Number(params.matchId))
      if (!found || !match) return notFound()
      match.status = body.status
      if (body.status === 'accepted') touch(found, { status: 'lender_chosen' })
      return HttpResponse.json(match)
    }),
    http.get(`${service}/dashboard`, ({ request }) => {
      if (!signed(request)) return unauthorized()
      return HttpResponse.json({
        user: {
          id: 'sub-amira',
          email: 'amira@example.ca',
          given_name: 'Amira',
          family_name: 'Haddad',
          phone: null,
          emailNotifications: false,
          registered: '2026-11-02T10:00:00.000Z',
        },
        savedHomes: 0,
        savedSearches: 0,
        latestHome: null,
        applications: state.applications.map((application) => ({
          id: application.id,
          status: application.status,
          nextStep: nextStep(
            application.status,
            application.fields,
            application.signers,
            state.documents.get(application.id)?.length ?? 0,
          ),
          city: application.fields.property?.city ?? null,
          price: application.fields.price?.total ?? null,
          updatedAt: application.updatedAt,
        })),
      })
    }),
    http.get(`${service}/user/referrals`, ({ request }) => {
      if (!signed(request)) return unauthorized()
      return HttpResponse.json({
        code: 'AMIRA-7Q2K',
        referrals: [{ date: '2026-11-10T15:00:00.000Z', city: 'Oakville' }],
      })
    }),
  ]
  return { state, handlers }
}
