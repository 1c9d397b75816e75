/**
 * The customer service's paths, shared by the SPA's API slice and the server's routes. A module of
 * its own, without the schemas: the SPA's slice needs only these strings, and importing them from
 * the schemas' module would bring the schema library into every page with a save-home heart.
 */
export const CUSTOMER_PATHS = {
  user: '/user',
  emailCheck: '/user/email-check',
  dashboard: '/dashboard',
  savedHomes: '/user/saved-homes',
  savedSearches: '/user/saved-searches',
  /** `${savedSearches}/:id/frequency`: how often the search e-mails. */
  frequency: 'frequency',
  /** Everything held about the caller: JSON, or a readable page with `?format=html`. */
  dataExport: '/user/data-export',
  /** When staff read the caller's applications (not who). */
  staffReads: '/user/staff-reads',
  /** The one-click unsubscribe link of every alert e-mail (no sign-in: a signed token). */
  unsubscribe: '/alerts/unsubscribe',
} as const
