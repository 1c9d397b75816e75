import { fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { adoptingFetch } from './firstRequests'
import { idToken } from './idToken'

/**
 * JSON over HTTP; any status of 400 or more is a failure. A signed-in
 * customer's calls carry their ID token as bearer. A guest's call that the page asked for with
 * its HTML gets that answer (firstRequests.ts).
 */
export function serviceBaseQuery(baseUrl: string) {
  return fetchBaseQuery({
    baseUrl,
    fetchFn: adoptingFetch,
    validateStatus: (response) => response.status < 400,
    prepareHeaders: async (headers) => {
      const token = await idToken()
      if (token) headers.set('authorization', `Bearer ${token}`)
      return headers
    },
  })
}
