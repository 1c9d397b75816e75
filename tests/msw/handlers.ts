import { http, HttpResponse } from 'msw'

/** The deployed-version manifest the shell polls; by default the same version as the build. */
export const manifestUrl = '*/real-estate/manifest.json'

export const defaultHandlers = [
  http.get(manifestUrl, () => HttpResponse.json({ version: __APP_VERSION__ })),
]
