import { Type, type Static } from 'typebox'
import { Application, ApplicationDocument } from './application'
import { APPLICATION_STATUS } from './applicationChoices'
import { LEAD_STATUSES, LEADS_PAGE_MAX, STAFF_NOTE_MAX } from './staffPaths'

/**
 * The staff view's contract: the leads inbox, pre-approval applications (read-only) and the
 * audit log of who read which application or document.
 */

const nullableString = () => Type.Union([Type.String(), Type.Null()])
const nullableNumber = () => Type.Union([Type.Number(), Type.Null()])
/** A row id: a 32-bit integer, as ids are on every customer database engine. */
const rowId = () => Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })

const LeadStatus = Type.Enum(LEAD_STATUSES, { title: 'Status' })

/**
 * Where the lead's event stands with the CRM: waiting to be sent (with when it is tried next),
 * sent, parked after its retries (with why), or kept because no CRM is configured.
 */
export const CrmDelivery = Type.Object({
  status: Type.Enum(['pending', 'sent', 'parked', 'kept'] as const, { title: 'CRM delivery' }),
  attempts: Type.Integer(),
  lastError: nullableString(),
  nextAttemptAt: nullableString(),
  sentAt: nullableString(),
})
export type CrmDelivery = Static<typeof CrmDelivery>

/** A realtor as the staff view names them; one who left the roster is kept, inactive. */
export const StaffRealtor = Type.Object({
  id: Type.String(),
  name: Type.String(),
  team: Type.Enum(['sales', 'mortgage'] as const, { title: 'Team' }),
  active: Type.Boolean(),
})
export type StaffRealtor = Static<typeof StaffRealtor>

/** The realtors a lead may be given to now: the active ones, by id. */
export const StaffRealtorList = Type.Object({ realtors: Type.Array(StaffRealtor) })
export type StaffRealtorList = Static<typeof StaffRealtorList>

export const StaffLead = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: nullableString(),
  city: nullableString(),
  price: nullableNumber(),
  /** The listing's MLS number for a listing question, or a referral code. */
  code: nullableString(),
  address: nullableString(),
  message: nullableString(),
  status: LeadStatus,
  statusChangedAt: nullableString(),
  note: nullableString(),
  /** The realtor the lead is assigned to; null for a lead kept before routing existed. */
  realtor: Type.Union([StaffRealtor, Type.Null()]),
  /** The lead's CRM event; null for a lead stored before events were recorded. */
  crm: Type.Union([CrmDelivery, Type.Null()]),
})
export type StaffLead = Static<typeof StaffLead>

export const StaffLeadPage = Type.Object({
  leads: Type.Array(StaffLead),
  /** How many leads have this status (all leads without one). */
  total: Type.Integer(),
})
export type StaffLeadPage = Static<typeof StaffLeadPage>

export const StaffLeadQuery = Type.Object(
  {
    status: Type.Optional(LeadStatus),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LEADS_PAGE_MAX })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 })),
  },
  { additionalProperties: false },
)

export const StaffLeadUpdate = Type.Object(
  {
    status: Type.Optional(LeadStatus),
    /** The note as it now reads; an empty note clears it. */
    note: Type.Optional(Type.String({ maxLength: STAFF_NOTE_MAX })),
    /** Gives the lead to this realtor of the roster, who must be active. */
    realtorId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type StaffLeadUpdate = Static<typeof StaffLeadUpdate>

export const StaffIdParams = Type.Object({ id: rowId() })
export const StaffDocumentParams = Type.Object({ id: rowId(), documentId: rowId() })

export const StaffApplicationSummary = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(APPLICATION_STATUS, { title: 'Status' }),
  applicantName: Type.String(),
  applicantEmail: nullableString(),
  city: nullableString(),
  price: nullableNumber(),
  documents: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type StaffApplicationSummary = Static<typeof StaffApplicationSummary>

export const StaffApplicationList = Type.Object({
  applications: Type.Array(StaffApplicationSummary),
})

export const StaffApplication = Type.Object({
  application: Application,
  documents: Type.Array(ApplicationDocument),
})
export type StaffApplication = Static<typeof StaffApplication>

export const AUDIT_ACTIONS = ['application.read', 'document.read'] as const

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  staffSub: Type.String(),
  staffEmail: Type.String(),
  action: Type.Enum(AUDIT_ACTIONS, { title: 'Action' }),
  applicationId: Type.Integer(),
  documentId: Type.Union([Type.Integer(), Type.Null()]),
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditLog = Type.Object({ entries: Type.Array(AuditEntry) })
export type AuditLog = Static<typeof AuditLog>

export const AuditQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LEADS_PAGE_MAX })),
    applicationId: Type.Optional(rowId()),
  },
  { additionalProperties: false },
)
