/// <reference types="vite/client" />

declare const __APP_VERSION__: string

interface ImportMetaEnv {
  readonly VITE_STAGE?: string
  readonly VITE_REALTY_API_URL?: string
  readonly VITE_CONTACT_API_URL?: string
  readonly VITE_CUSTOMER_API_URL?: string
  readonly VITE_IMAGE_CDN_URL?: string
  readonly VITE_COGNITO_REGION?: string
  readonly VITE_COGNITO_USER_POOL_ID?: string
  readonly VITE_COGNITO_CLIENT_ID?: string
  readonly VITE_COGNITO_ENDPOINT?: string
  readonly VITE_GOOGLE_MAPS_API_KEY?: string
  readonly VITE_GOOGLE_MAP_ID?: string
  readonly VITE_MAP_TILE_URL?: string
  readonly VITE_MORTGAGE_SITE_URL?: string
  readonly VITE_BROKERAGE_SITE_URL?: string
  readonly VITE_SENTRY_DSN?: string
  readonly VITE_DOCUMENT_STORE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** The forms' schema validators, compiled when the app is built (scripts/vite/formValidators.ts). */
declare module 'virtual:form-validators' {
  import type { ValidateFunction } from 'ajv'
  /** Each schema's JSON text, and the validator compiled from it. */
  export const precompiled: ReadonlyMap<string, ValidateFunction>
}
