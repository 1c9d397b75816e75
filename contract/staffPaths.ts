/**
 * The staff service's paths and choices, shared by the SPA's staff screens and the server's
 * routes. A module of its own, without the schemas, so the SPA's staff chunk needs no schema
 * library for them.
 */
export const STAFF_PATHS = {
  leads: '/staff/leads',
  applications: '/staff/applications',
  audit: '/staff/audit',
  realtors: '/staff/realtors',
} as const

/** The Cognito group whose members may use the staff view (the `cognito:groups` claim). */
export const STAFF_GROUP = 'staff'

/** Where a lead stands in the inbox: every lead starts new. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** A staff note is a few lines, never a document. */
export const STAFF_NOTE_MAX = 2000

/** Leads per page of the inbox, and the most one request may ask for. */
export const LEADS_PAGE_SIZE = 50
export const LEADS_PAGE_MAX = 200
