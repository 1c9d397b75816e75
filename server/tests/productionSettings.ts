import { loadConfig, type ServerConfig } from '../src/config'

/** Settings a production start accepts: every address a real one, every secret set. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  JWT_JWKS_URL:
    'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Pool/.well-known/jwks.json',
  JWT_ISSUER: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_Pool',
  JWT_AUDIENCE: 'brokerage-web-client',
  SITE_URL: 'https://www.homewise.example/real-estate',
  PUBLIC_API_URL: 'https://api.homewise.example',
  IMAGE_CDN_URL: 'https://images.homewise.example/cdn',
  SMTP_URL: 'smtps://mailer:secret@smtp.homewise.example:465',
  CORS_ORIGINS: 'https://www.homewise.example',
  LISTINGS_SOURCE: 'provider',
  PROVIDER_API_URL: 'https://provider.example',
  PROVIDER_API_KEY: 'provider-key',
  FEED_EVENTS_PER_MINUTE: '0',
  REALTY_SERVICE_KEY: 's'.repeat(40),
  ALERT_TOKEN_SECRET: 't'.repeat(40),
  DATA_KEY_ENCRYPTION_KEY: `production-test:${Buffer.alloc(32, 7).toString('base64')}`,
}

/** The production settings, with what a test changes. */
export const productionConfig = (env: Record<string, string> = {}): ServerConfig =>
  loadConfig({ ...PRODUCTION_ENV, ...env })

/**
 * Production settings a test server starts with: the generated listings explicitly allowed (and
 * none generated), and token keys from the given JWKS (a test pool's, on loopback).
 */
export function productionServerSettings(jwksUrl: string): Partial<ServerConfig> {
  const config = productionConfig({
    JWT_JWKS_URL: jwksUrl,
    LISTINGS_SOURCE: 'sqlite',
    ALLOW_SYNTHETIC_LISTINGS: 'true',
  })
  // The test server's own temporary folder, not the repository's data folder.
  const withoutDataDir = Object.entries(config).filter(([name]) => name !== 'dataDir')
  return { ...(Object.fromEntries(withoutDataDir) as Partial<ServerConfig>), datasetSize: 0 }
}
