import {
  StaffIdParams,
  StaffLead,
  StaffLeadPage,
  StaffLeadQuery,
  StaffLeadUpdate,
} from '../../../contract/staff'
import { LEADS_PAGE_SIZE, STAFF_PATHS } from '../../../contract/staffPaths'
import { notFound } from '../httpErrors'
import type { LeadInbox } from './leadInbox'
import { errors, tags, type StaffApp } from './staffRouteContext'

const NO_LEAD = 'No lead with this id.'

/** The leads inbox: pages of leads by status, one lead, and a lead's move or note. */
export function registerLeadRoutes(app: StaffApp, inbox: LeadInbox): void {
  app.get(
    STAFF_PATHS.leads,
    {
      schema: {
        summary: 'The leads, newest first, of one status when asked',
        tags,
        querystring: StaffLeadQuery,
        response: { 200: StaffLeadPage, ...errors },
      },
    },
    async (request) => {
      const { status, limit = LEADS_PAGE_SIZE, offset = 0 } = request.query
      return inbox.page({ status, limit, offset })
    },
  )

  app.get(
    `${STAFF_PATHS.leads}/:id`,
    {
      schema: {
        summary: 'One lead',
        tags,
        params: StaffIdParams,
        response: { 200: StaffLead, ...errors },
      },
    },
    async (request) => {
      const lead = await inbox.lead(request.params.id)
      if (!lead) throw notFound(NO_LEAD)
      return lead
    },
  )

  app.patch(
    `${STAFF_PATHS.leads}/:id`,
    {
      schema: {
        summary: 'Moves a lead (new, contacted, closed) or changes its staff note',
        tags,
        params: StaffIdParams,
        body: StaffLeadUpdate,
        response: { 200: StaffLead, ...errors },
      },
    },
    async (request) => {
      const lead = await inbox.update(request.params.id, request.body, new Date())
      if (!lead) throw notFound(NO_LEAD)
      return lead
    },
  )
}
