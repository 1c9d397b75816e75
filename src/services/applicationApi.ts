import type {
  Application,
  ApplicationDocument,
  ApplicationFields,
  Match,
  Matches,
  Signer,
  SignerFields,
} from '../../contract/application'
import { APPLICATION_PATHS } from '../../contract/application'
import { CUSTOMER_PATHS, type Dashboard } from '../../contract/customer'
import { config } from '../app/config'
import { customerApi } from './customerApi'
import { idToken } from './idToken'

export interface Referrals {
  readonly code: string
  readonly referrals: readonly { readonly date: string; readonly city: string | null }[]
}

export interface UploadTicket {
  readonly document: ApplicationDocument
  readonly uploadUrl: string
  readonly method: 'PUT'
}

const path = (id: number, rest = '') => `${APPLICATION_PATHS.application}/${String(id)}${rest}`

/** The `sub` claim of an ID token (the `user-id` header names the caller). */
export function subjectOf(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const sub = (JSON.parse(json) as { sub?: unknown }).sub
    return typeof sub === 'string' ? sub : undefined
  } catch {
    return undefined
  }
}

/** The application itself and its co-signers (the first half of applicationApi). */
const applicationsAndSigners = customerApi
  .enhanceEndpoints({ addTagTypes: ['Application', 'Documents', 'Matches', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      application: build.query<Application, number>({
        query: (id) => path(id),
        providesTags: (_result, _error, id) => [{ type: 'Application', id }],
      }),
      createApplication: build.mutation<Application, ApplicationFields>({
        queryFn: async (body, _api, _extra, baseQuery) => {
          const sub = subjectOf(await idToken())
          const result = await baseQuery({
            url: APPLICATION_PATHS.application,
            method: 'POST',
            body,
            headers: sub ? { 'user-id': sub } : {},
          })
          return result.error ? { error: result.error } : { data: result.data as Application }
        },
        invalidatesTags: ['Dashboard'],
      }),
      updateApplication: build.mutation<
        Application,
        { readonly id: number; readonly fields: ApplicationFields }
      >({
        query: ({ id, fields }) => ({ url: path(id), method: 'PUT', body: fields }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Application', id },
          'Dashboard',
          'Matches',
        ],
      }),
      addSigner: build.mutation<Signer, { readonly id: number; readonly signer: SignerFields }>({
        query: ({ id, signer }) => ({ url: path(id, '/signer'), method: 'POST', body: signer }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Application', id }, 'Dashboard'],
      }),
      updateSigner: build.mutation<
        Signer,
        { readonly id: number; readonly signerId: number; readonly signer: SignerFields }
      >({
        query: ({ id, signerId, signer }) => ({
          url: path(id, `/signer/${String(signerId)}`),
          method: 'PUT',
          body: signer,
        }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Application', id }, 'Dashboard'],
      }),
      removeSigner: build.mutation<null, { readonly id: number; readonly signerId: number }>({
        query: ({ id, signerId }) => ({
          url: path(id, `/signer/${String(signerId)}`),
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Application', id }, 'Dashboard'],
      }),
    }),
  })

/**
 * The pre-approval calls of the customer service, added to the customer API when a screen that
 * needs them loads; every call carries the ID token as bearer. This half: the documents, the
 * submission, the lenders' matches, the dashboard and referrals.
 */
export const applicationApi = applicationsAndSigners.injectEndpoints({
  endpoints: (build) => ({
    documents: build.query<{ documents: ApplicationDocument[] }, number>({
      query: (id) => path(id, '/documents'),
      providesTags: (_result, _error, id) => [{ type: 'Documents', id }],
    }),
    uploadUrl: build.mutation<
      UploadTicket,
      {
        readonly id: number
        readonly name: string
        readonly contentType: string
        readonly size: number
      }
    >({
      query: ({ id, ...body }) => ({
        url: path(id, '/documents/upload-url'),
        method: 'POST',
        body,
      }),
    }),
    /** The bytes, PUT to the ticket's URL with the same bearer token and content type. */
    uploadBytes: build.mutation<
      ApplicationDocument,
      { readonly id: number; readonly uploadUrl: string; readonly file: File }
    >({
      queryFn: async ({ uploadUrl, file }, _api, _extra, baseQuery) => {
        // The bytes as they are: an ArrayBuffer is sent raw, never serialised.
        const result = await baseQuery({
          url: uploadUrl,
          method: 'PUT',
          body: await file.arrayBuffer(),
          headers: { 'content-type': file.type },
        })
        return result.error ? { error: result.error } : { data: result.data as ApplicationDocument }
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Documents', id }, 'Dashboard'],
    }),
    submitApplication: build.mutation<Matches, number>({
      query: (id) => ({ url: path(id, `/${APPLICATION_PATHS.submit}`), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Application', id },
        { type: 'Matches', id },
        'Dashboard',
      ],
    }),
    matches: build.query<Matches, number>({
      query: (id) => path(id, '/match'),
      providesTags: (_result, _error, id) => [{ type: 'Matches', id }],
    }),
    answerMatch: build.mutation<
      Match,
      {
        readonly id: number
        readonly matchId: number
        readonly status: 'accepted' | 'declined'
      }
    >({
      query: ({ id, matchId, status }) => ({
        url: path(id, `/match/${String(matchId)}`),
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Application', id },
        { type: 'Matches', id },
        'Dashboard',
      ],
    }),
    dashboard: build.query<Dashboard, undefined>({
      query: () => CUSTOMER_PATHS.dashboard,
      providesTags: ['Dashboard'],
    }),
    referrals: build.query<Referrals, undefined>({
      query: () => APPLICATION_PATHS.referrals,
    }),
  }),
})

/** The upload URL must be the customer service's own, never somewhere the answer points at. */
export function isServiceUrl(url: string): boolean {
  try {
    return new URL(url).origin === new URL(config.customerApiUrl).origin
  } catch {
    return false
  }
}

export const {
  useApplicationQuery,
  useCreateApplicationMutation,
  useUpdateApplicationMutation,
  useAddSignerMutation,
  useUpdateSignerMutation,
  useRemoveSignerMutation,
  useDocumentsQuery,
  useUploadUrlMutation,
  useUploadBytesMutation,
  useSubmitApplicationMutation,
  useMatchesQuery,
  useAnswerMatchMutation,
  useDashboardQuery,
  useReferralsQuery,
} = applicationApi
