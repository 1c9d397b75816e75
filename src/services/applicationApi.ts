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
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
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
  readonly headers: Readonly<Record<string, string>>
}

/**
 * Where a ticket sends a customer's document: the customer service itself (with the ID token), or
 * the configured document store through a presigned link (with nothing but the ticket's headers).
 * Anywhere else, an answer is pointing the document somewhere: undefined, and nothing is sent.
 */
export type UploadTarget = 'service' | 'store'

const originOf = (url: string) => new URL(url).origin

const storeError = (
  status: 'FETCH_ERROR' | 'CUSTOM_ERROR',
  error: string,
): FetchBaseQueryError => ({ status, error })

/**
 * The document store's address (an S3 bucket's) when the customer service hands out presigned
 * links to it. Read here, in the pre-approval's own chunk, not in the app's config: only this
 * screen needs it, and the entry's bytes are budgeted.
 */
function documentStoreUrl(): string | undefined {
  const url = import.meta.env.VITE_DOCUMENT_STORE_URL?.trim()
  return url === undefined || url === '' ? undefined : url
}

export function uploadTargetOf(url: string): UploadTarget | undefined {
  try {
    const origin = originOf(url)
    if (origin === originOf(config.customerApiUrl)) return 'service'
    const store = documentStoreUrl()
    if (store !== undefined && origin === originOf(store) && new URL(url).protocol === 'https:') {
      return 'store'
    }
    return undefined
  } catch {
    return undefined
  }
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
    /**
     * The bytes, PUT where the ticket says with its headers: to the service with the ID token,
     * or straight to the document store, after which the service says whether it took them (it
     * checks their size and first bytes once they land).
     */
    uploadBytes: build.mutation<
      ApplicationDocument,
      {
        readonly id: number
        readonly ticket: UploadTicket
        readonly target: UploadTarget
        readonly file: File
      }
    >({
      queryFn: async ({ id, ticket, target, file }, _api, _extra, baseQuery) => {
        // The bytes as they are: an ArrayBuffer is sent raw, never serialised.
        const body = await file.arrayBuffer()
        if (target === 'service') {
          const result = await baseQuery({
            url: ticket.uploadUrl,
            method: 'PUT',
            body,
            headers: ticket.headers,
          })
          return result.error
            ? { error: result.error }
            : { data: result.data as ApplicationDocument }
        }
        const stored = await fetch(ticket.uploadUrl, {
          method: 'PUT',
          body,
          headers: ticket.headers,
          credentials: 'omit',
        }).catch(() => undefined)
        if (!stored)
          return { error: storeError('FETCH_ERROR', 'the document store is unreachable') }
        if (!stored.ok) return { error: { status: stored.status, data: undefined } }
        const listed = await baseQuery(path(id, '/documents'))
        if (listed.error) return { error: listed.error }
        const { documents } = listed.data as { documents: ApplicationDocument[] }
        const document = documents.find((one) => one.id === ticket.document.id)
        return document?.status === 'uploaded'
          ? { data: document }
          : { error: storeError('CUSTOM_ERROR', 'the service refused the uploaded bytes') }
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
