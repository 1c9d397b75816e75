import { describe, expect, it } from 'vitest'
import { landedProblem } from '../../src/customer/applicationDocumentUpload'
import { documentStoreConfig } from '../../src/customer/documentStoreConfig'

const PDF_HEAD = Buffer.from('%PDF-1.7')
const announced = { contentType: 'application/pdf', size: 100 }

describe('landedProblem: bytes that landed in the store, against what was announced', () => {
  it.each([
    ['the announced document', 100, 'application/pdf', PDF_HEAD, undefined],
    ['a type with parameters', 100, 'application/pdf; charset=binary', PDF_HEAD, undefined],
    [
      'a longer body',
      101,
      'application/pdf',
      PDF_HEAD,
      'the upload is 101 bytes, not the announced 100',
    ],
    [
      'a shorter body',
      99,
      'application/pdf',
      PDF_HEAD,
      'the upload is 99 bytes, not the announced 100',
    ],
    [
      'another type',
      100,
      'image/png',
      PDF_HEAD,
      'content-type must be application/pdf, as announced',
    ],
    ['no type', 100, undefined, PDF_HEAD, 'content-type must be application/pdf, as announced'],
    [
      'a renamed file',
      100,
      'application/pdf',
      Buffer.from('<html>'),
      'body is not a application/pdf file',
    ],
    [
      'too few bytes to tell',
      100,
      'application/pdf',
      Buffer.from('%P'),
      'body is not a application/pdf file',
    ],
  ])('%s', (_name, size, contentType, head, problem) => {
    expect(landedProblem(announced, { size, contentType, head })).toBe(problem)
  })
})

describe('documentStoreConfig', () => {
  const reader = (env: Record<string, string>) => (name: string) => env[name]

  it('keeps files in the data folder unless a bucket is named', () => {
    expect(documentStoreConfig(reader({}), true)).toEqual({ kind: 'files' })
  })

  it('reads the bucket, encrypting with AES256 unless told', () => {
    expect(documentStoreConfig(reader({ S3_BUCKET: 'docs' }), true)).toEqual({
      kind: 's3',
      bucket: 'docs',
      region: 'ca-central-1',
      endpoint: undefined,
      encryption: 'AES256',
    })
  })

  it.each([
    [{ S3_BUCKET: 'docs', S3_ENCRYPTION: 'rot13' }, false, /S3_ENCRYPTION must be one of/],
    [{ S3_BUCKET: 'docs', S3_ENCRYPTION: 'none' }, true, /refused in production/],
    [{ S3_BUCKET: 'docs', S3_ENDPOINT: 'minio:9000' }, false, /S3_ENDPOINT must be an http/],
  ])('refuses %o', (env, production, message) => {
    expect(() => documentStoreConfig(reader(env), production)).toThrow(message)
  })

  it('allows an unencrypted test store outside production', () => {
    const env = { S3_BUCKET: 'docs', S3_ENCRYPTION: 'none', S3_ENDPOINT: 'http://127.0.0.1:4568' }
    expect(documentStoreConfig(reader(env), false)).toMatchObject({ encryption: 'none' })
  })
})
