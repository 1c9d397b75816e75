import { createHash } from 'node:crypto'

/**
 * A subject as the records that outlive an account keep it: its SHA-256, hex. A subject is a
 * random UUID, so the digest cannot be turned back into it, yet the same subject always matches.
 */
export const subjectDigest = (sub: string): string =>
  createHash('sha256').update(sub, 'utf8').digest('hex')
