import { describe, expect, it } from 'vitest'
import { IMAGE_KEY_PATTERN, imageKeyPath, photoOfImageKey } from '../../contract/imageKey'

describe('image keys as the provider sends them', () => {
  it.each([
    ['W5000007-3', 'W5000007-3'],
    ['sandbox/IMG-SANDBOX_1.jpg', 'sandbox/IMG-SANDBOX_1.jpg'],
    ['area 1/IMG-W1#2_1.jpg', 'area%201/IMG-W1%232_1.jpg'],
  ])('%s is the URL path %s: each segment encoded, the folders kept', (key, path) => {
    expect(imageKeyPath(key)).toBe(path)
  })

  it.each([
    ['W5000007-3', { mlsNumber: 'W5000007', photo: 3 }],
    ['sandbox/IMG-SANDBOX_1.jpg', { mlsNumber: 'SANDBOX', photo: 1 }],
    ['a/b/IMG-40712345_12.jpg', { mlsNumber: '40712345', photo: 12 }],
    ['a/cover.jpg', { mlsNumber: 'cover', photo: 1 }],
  ])('%s is photo %j', (key, expected) => {
    expect(photoOfImageKey(key)).toEqual(expected)
  })

  it.each([
    ['sandbox/IMG-SANDBOX_1.jpg', true],
    ['W5000007-3', true],
    ['../IMG-X_1.jpg', false],
    ['sandbox/../x.jpg', false],
    ['/IMG-X_1.jpg', false],
    ['a/b/c/d/e/IMG-X_1.jpg', false],
    ['IMG X_1.jpg', false],
  ])('%s is a key: %s', (key, valid) => {
    expect(new RegExp(IMAGE_KEY_PATTERN).test(key)).toBe(valid)
  })
})
