import type { WithSlice } from '@reduxjs/toolkit'
import type {
  AuditLog,
  StaffApplication,
  StaffApplicationSummary,
  StaffLead,
  StaffLeadPage,
  StaffLeadUpdate,
  StaffRealtorList,
} from '../../contract/staff'
import { STAFF_PATHS, type LeadStatus } from '../../contract/staffPaths'
import { config } from '../app/config'
import { dynamicMiddleware, rootReducer } from '../app/store'
import { createAppApi } from './createAppApi'
import { serviceBaseQuery } from './serviceBaseQuery'

/** The staff service (the staff chunk only): every call carries the ID token as bearer. */
export const staffApi = createAppApi({
  reducerPath: 'staffApi',
  baseQuery: serviceBaseQuery(config.customerApiUrl),
  tagTypes: ['Leads'],
  endpoints: (build) => ({
    leads: build.query<StaffLeadPage, LeadStatus>({
      query: (status) => `${STAFF_PATHS.leads}?status=${status}`,
      providesTags: ['Leads'],
    }),
    updateLead: build.mutation<StaffLead, { id: number; update: StaffLeadUpdate }>({
      query: ({ id, update }) => ({
        url: `${STAFF_PATHS.leads}/${String(id)}`,
        method: 'PATCH',
        body: update,
      }),
      invalidatesTags: ['Leads'],
    }),
    applications: build.query<{ applications: StaffApplicationSummary[] }, undefined>({
      query: () => STAFF_PATHS.applications,
    }),
    application: build.query<StaffApplication, number>({
      query: (id) => `${STAFF_PATHS.applications}/${String(id)}`,
      // Each read is audited: read it afresh each time the screen opens.
      keepUnusedDataFor: 0,
    }),
    realtors: build.query<StaffRealtorList, undefined>({ query: () => STAFF_PATHS.realtors }),
    audit: build.query<AuditLog, undefined>({ query: () => STAFF_PATHS.audit }),
  }),
})

export const {
  useLeadsQuery,
  useUpdateLeadMutation,
  useApplicationsQuery,
  useApplicationQuery,
  useRealtorsQuery,
} = staffApi

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof staffApi> {}
}

rootReducer.inject(staffApi)
dynamicMiddleware.addMiddleware(staffApi.middleware)
