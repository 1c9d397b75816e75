/**
 * Why a listing page has no listing to show, each answered its own way:
 * - `gone`: the address names no listing the service has (an old MLS number from a shared link
 *   or an e-mail): the page says the home is no longer available and offers its search;
 * - `offline`: the request never reached the service: the page waits for the connection and
 *   asks again, keeping what it shows;
 * - `error`: anything else: a message, then the list the home belonged to.
 */
export type DetailFailure = 'gone' | 'offline' | 'error'

/** The failure of a listing request, as RTK Query reports it (`status` a number or a code). */
export function detailFailure(
  targetKnown: boolean,
  error: object | undefined,
  online: boolean,
): DetailFailure | undefined {
  if (!targetKnown) return 'gone'
  if (error === undefined) return undefined
  const status = 'status' in error ? error.status : undefined
  if (status === 404 || status === 400 || status === 410) return 'gone'
  if (!online || status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return 'offline'
  }
  return 'error'
}
