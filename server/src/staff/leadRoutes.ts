import {
  StaffIdParams,
  StaffLead,
  StaffLeadPage,
  StaffLeadQuery,
  StaffLeadUpdate,
  StaffRealtorList,
} from '../../../contract/staff'
import { LEADS_PAGE_SIZE, STAFF_PATHS } from '../../../contract/staffPaths'
import { badRequest, notFound } from '../httpErrors'
import type { LeadRouting } from '../leads/leadRouting'
import type { LeadInbox } from './leadInbox'
import { errors, tags, type StaffApp } from './staffRouteContext'

const NO_LEAD = 'No lead with this id.'

/**
 * The leads inbox: pages of leads by status, one lead, a lead's move, note or new realtor, and
 * the realtors a lead may be given to.
 */
export function registerLeadRoutes(app: StaffApp, inbox: LeadInbox, routing: LeadRouting): void {
  app.get(
    STAFF_PATHS.realtors,
    {
      schema: {
        summary: 'The active realtors of the roster, whom a lead may be given to',
        tags,
        response: { 200: StaffRealtorList, ...errors },
      },
    },
    async () => {
      const realtors = await routing.listActiveRealtors()
      return {
        realtors: realtors.map(({ id, name, team, active }) => ({ id, name, team, active })),
      }
    },
  )

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
        summary: 'Moves a lead (new, contacted, closed), changes its note or gives it to a realtor',
        tags,
        params: StaffIdParams,
        body: StaffLeadUpdate,
        response: { 200: StaffLead, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      const { realtorId, ...change } = request.body
      // The realtor is checked before anything is written: a refused update changes nothing.
      if (realtorId !== undefined) {
        const realtor = await routing.realtor(realtorId)
        if (!realtor?.active) {
          throw badRequest(`body/realtorId ${realtorId} is not an active realtor of the roster`)
        }
        if (!(await routing.assignLead(id, realtorId))) throw notFound(NO_LEAD)
      }
      const lead = await inbox.update(id, change, new Date())
      if (!lead) throw notFound(NO_LEAD)
      return lead
    },
  )
}
