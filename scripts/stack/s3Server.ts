import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3DocumentSettings } from '../../server/src/customer/s3DocumentObjects'

export interface S3Server {
  /** Settings that reach this server's one bucket (it cannot encrypt: `encryption` is none). */
  readonly settings: S3DocumentSettings
  close(): Promise<void>
}

/**
 * A local S3-compatible server on loopback (on `port`, or a free one), with one empty bucket, in
 * a temporary folder.
 */
export async function startS3Server(bucket = 'documents', port = 0): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'homewise-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  return {
    settings: {
      bucket,
      region: 'ca-central-1',
      endpoint: `http://127.0.0.1:${String(address.port)}`,
      encryption: 'none',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
