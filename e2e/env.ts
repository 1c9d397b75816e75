/** True when the suite runs against a deployed build rather than the local services. */
export const isRemote = Boolean(process.env.E2E_BASE_URL)

export const LOCAL_ONLY = 'needs the local services (runs only without E2E_BASE_URL)'

export const localServiceUrl = 'http://127.0.0.1:8787'
export const basePath = '/real-estate'
