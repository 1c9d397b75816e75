import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3DocumentSettings } from '../../src/customer/s3DocumentObjects'

export interface TestS3 {
  /** Settings that reach this server's one bucket (it cannot encrypt: `encryption` is none). */
  readonly settings: S3DocumentSettings
  close(): Promise<void>
}

/** A local S3-compatible server on a free loopback port, with one empty bucket, in a temp folder. */
export async function startTestS3(bucket = 'documents'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'homewise-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    settings: {
      bucket,
      region: 'ca-central-1',
      endpoint: `http://127.0.0.1:${String(port)}`,
      encryption: 'none',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
