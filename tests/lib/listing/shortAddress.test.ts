import { describe, expect, it } from 'vitest'
import { SHORT_ADDRESS_LIMIT, shortAddress } from '../../../src/lib/listing/shortAddress'

describe('shortAddress: the overlay address and photo alt text keep 25 characters', () => {
  it.each([
    ['', ''],
    ['11 Sunnyside Way', '11 Sunnyside Way'],
    ['1234 Bloor Street West Un', '1234 Bloor Street West Un'],
    ['1234 Bloor Street West Unit 5', '1234 Bloor Street West Un'],
  ])('%j becomes %j', (address, shown) => {
    expect(shortAddress(address)).toBe(shown)
    expect(shortAddress(address).length).toBeLessThanOrEqual(SHORT_ADDRESS_LIMIT)
  })
})
