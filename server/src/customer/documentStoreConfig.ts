import type { S3DocumentSettings } from './s3DocumentObjects'

/**
 * Where application documents are kept: files in the data folder (the embedded default, one
 * instance), or an S3-compatible bucket that every instance shares (S3_BUCKET).
 */
export type DocumentStoreConfig =
  { readonly kind: 'files' } | ({ readonly kind: 's3' } & Omit<S3DocumentSettings, 'credentials'>)

const ENCRYPTIONS = ['AES256', 'aws:kms', 'aws:kms:dsse', 'none'] as const
type Encryption = (typeof ENCRYPTIONS)[number]
const isEncryption = (value: string): value is Encryption =>
  (ENCRYPTIONS as readonly string[]).includes(value)

/**
 * The document store from S3_BUCKET, S3_REGION, S3_ENDPOINT (a non-AWS store) and S3_ENCRYPTION
 * (AES256 unless said; `none` only outside production). Credentials come from the AWS SDK's own
 * chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the instance's role).
 */
export function documentStoreConfig(
  read: (name: string) => string | undefined,
  production: boolean,
): DocumentStoreConfig {
  const bucket = read('S3_BUCKET')
  if (bucket === undefined) return { kind: 'files' }
  const encryption = read('S3_ENCRYPTION') ?? 'AES256'
  if (!isEncryption(encryption)) {
    throw new Error(`S3_ENCRYPTION must be one of ${ENCRYPTIONS.join(', ')}, not "${encryption}"`)
  }
  if (production && encryption === 'none') {
    throw new Error('S3_ENCRYPTION=none is refused in production: documents are financial data')
  }
  const endpoint = read('S3_ENDPOINT')
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) address, not "${endpoint}"`)
  }
  return { kind: 's3', bucket, region: read('S3_REGION') ?? 'ca-central-1', endpoint, encryption }
}
