import { isRouteErrorResponse } from 'react-router'

/** The status text or message shown under 'Oops!' for whatever a route threw. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return error.statusText ? `${String(error.status)} ${error.statusText}` : String(error.status)
  }
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return ''
}
