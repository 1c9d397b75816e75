/**
 * An MLS number as any board writes it (`W10440795`, `40712345`, `X-2024-17`): the provider sends
 * whatever its board does, so the realty routes, the listing form's `code`, saved homes and the
 * SPA's detail addresses take letters and digits in dash-separated groups (as a lead's code
 * is), 32 characters at most. Nothing that could change a path or a query (`/`, `.`, `%`, `?`)
 * gets through. Kept free of imports so the SPA's first chunk can read it.
 */
export const MLS_NUMBER_PATTERN = '^(?=.{1,32}$)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$'
