import { fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { idToken } from './idToken'

/**
 * JSON over HTTP; any status of 400 or more is a failure. A signed-in
 * customer's calls carry their ID token as bearer.
 */
export function serviceBaseQuery(baseUrl: string) {
  return fetchBaseQuery({
    baseUrl,
    validateStatus: (response) => response.status < 400,
    prepareHeaders: async (headers) => {
      const token = await idToken()
      if (token) headers.set('authorization', `Bearer ${token}`)
      return headers
    },
  })
}
