/**
 * The app's one reading of the environment. Every default points at the local services that
 * `npm start` runs, so a fresh clone works with no keys; production sets the VITE_* variables
 * listed in .env.example.
 */
type Stage = 'development' | 'staging' | 'production'

const env = import.meta.env

const LOCAL_SERVICE = 'http://127.0.0.1:8787'

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? fallback : trimmed
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? undefined : trimmed
}

function optionalUrl(value: string | undefined): string | undefined {
  const url = optional(value)
  return url === undefined ? undefined : withoutTrailingSlash(url)
}

function stage(value: string | undefined): Stage {
  return value === 'development' || value === 'production' ? value : 'staging'
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

export interface AppConfig {
  readonly version: string
  readonly stage: Stage
  /** Router basename: the base path without its trailing slash, e.g. `/real-estate`. */
  readonly basePath: string
  readonly realtyApiUrl: string
  readonly contactApiUrl: string
  readonly customerApiUrl: string
  readonly imageCdnUrl: string
  readonly cognito: {
    readonly region: string
    readonly userPoolId: string
    readonly clientId: string
    /** Set only for the local emulator; the real user pool needs no endpoint. */
    readonly endpoint: string | undefined
  }
  readonly googleMapsApiKey: string | undefined
  readonly googleMapId: string | undefined
  /** Raster tiles for the keyless map; empty means vector outlines only. */
  readonly mapTileUrl: string
  /**
   * The external mortgage application site. Unset (the embedded default), the pre-approval
   * buttons open the in-app flow at /pre-approval instead.
   */
  readonly mortgageSiteUrl: string | undefined
  readonly brokerageSiteUrl: string
  readonly sentryDsn: string | undefined
}

const LOCAL_USER_POOL_ID = 'local_homewise'
const userPoolId = text(env.VITE_COGNITO_USER_POOL_ID, LOCAL_USER_POOL_ID)

export const config: AppConfig = {
  version: __APP_VERSION__,
  stage: stage(env.VITE_STAGE),
  basePath: withoutTrailingSlash(env.BASE_URL),
  realtyApiUrl: withoutTrailingSlash(text(env.VITE_REALTY_API_URL, LOCAL_SERVICE)),
  contactApiUrl: withoutTrailingSlash(text(env.VITE_CONTACT_API_URL, LOCAL_SERVICE)),
  customerApiUrl: withoutTrailingSlash(text(env.VITE_CUSTOMER_API_URL, LOCAL_SERVICE)),
  imageCdnUrl: withoutTrailingSlash(text(env.VITE_IMAGE_CDN_URL, `${LOCAL_SERVICE}/cdn`)),
  cognito: {
    region: text(env.VITE_COGNITO_REGION, 'ca-central-1'),
    userPoolId,
    clientId: text(env.VITE_COGNITO_CLIENT_ID, 'homewise-local-client'),
    // The emulator is the default only for the local pool: a real pool id means real Cognito.
    endpoint:
      optional(env.VITE_COGNITO_ENDPOINT) ??
      (userPoolId === LOCAL_USER_POOL_ID ? 'http://127.0.0.1:9229' : undefined),
  },
  googleMapsApiKey: optional(env.VITE_GOOGLE_MAPS_API_KEY),
  googleMapId: optional(env.VITE_GOOGLE_MAP_ID),
  mapTileUrl: env.VITE_MAP_TILE_URL?.trim() ?? '',
  mortgageSiteUrl: optionalUrl(env.VITE_MORTGAGE_SITE_URL),
  brokerageSiteUrl: withoutTrailingSlash(
    text(env.VITE_BROKERAGE_SITE_URL, 'https://www.homewise.ca'),
  ),
  sentryDsn: optional(env.VITE_SENTRY_DSN),
}
