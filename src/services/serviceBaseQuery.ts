import { fetchBaseQuery } from '@reduxjs/toolkit/query/react'

/** JSON over HTTP; any status of 400 or more is a failure (both specs, section 7). */
export function serviceBaseQuery(baseUrl: string) {
  return fetchBaseQuery({
    baseUrl,
    validateStatus: (response) => response.status < 400,
  })
}
