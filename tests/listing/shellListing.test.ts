import { describe, expect, it } from 'vitest'
import { takeShellListing, type ShellListing } from '../../src/features/listing/shellListing'

const shell: ShellListing = {
  mlsNumber: 'C5001960',
  boardId: 2,
  data: undefined,
  done: Promise.resolve(undefined),
}

describe('takeShellListing', () => {
  it.each([
    ['the same listing, a guest', { mlsNumber: 'C5001960', boardId: 2 }, undefined, true],
    ['another listing', { mlsNumber: 'C5001961', boardId: 2 }, undefined, false],
    ['the same number on another board', { mlsNumber: 'C5001960', boardId: 86 }, undefined, false],
    ['a signed-in customer', { mlsNumber: 'C5001960', boardId: 2 }, 'token', false],
    ['an address that names no listing', undefined, undefined, false],
  ])('%s', (_, target, token, taken) => {
    const scope = { __shellListing: shell } as unknown as Window
    expect(takeShellListing(target, token, scope)).toBe(taken ? shell : undefined)
    // Taken once, whatever the answer: a later visit asks the service afresh.
    expect(scope.__shellListing).toBeUndefined()
  })

  it('is undefined when the shell asked nothing', () => {
    expect(takeShellListing({ mlsNumber: 'C5001960', boardId: 2 }, undefined, {} as Window)).toBe(
      undefined,
    )
  })
})
