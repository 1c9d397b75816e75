import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../src/app/config'
import { uploadTargetOf } from '../../src/services/applicationApi'

const STORE = 'https://homewise-documents.s3.ca-central-1.amazonaws.com'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('where a ticket may send a customer document', () => {
  it.each([
    ['the customer service', `${config.customerApiUrl}/application/1/documents/2`, 'service'],
    ['the configured store, presigned', `${STORE}/key?X-Amz-Signature=abc`, 'store'],
    ['the store over plain http', `${STORE.replace('https', 'http')}/key`, undefined],
    [
      'a lookalike host',
      'https://homewise-documents.s3.ca-central-1.amazonaws.com.evil.test/k',
      undefined,
    ],
    ['anywhere else', 'https://collector.example.com/upload', undefined],
    ['not an address', 'javascript:alert(1)', undefined],
  ])('%s', (_name, url, target) => {
    vi.stubEnv('VITE_DOCUMENT_STORE_URL', `${STORE}/`)
    expect(uploadTargetOf(url)).toBe(target)
  })

  it('never sends to a store when none is configured', () => {
    expect(uploadTargetOf(`${STORE}/key?X-Amz-Signature=abc`)).toBeUndefined()
  })
})
