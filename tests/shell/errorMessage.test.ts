import { describe, expect, it } from 'vitest'
import { routeErrorMessage } from '../../src/features/shell/errors/errorMessage'

describe('routeErrorMessage', () => {
  it.each([
    {
      name: 'a route response with status text',
      error: { status: 404, statusText: 'Not Found', internal: false, data: null },
      expected: '404 Not Found',
    },
    {
      name: 'a route response without status text',
      error: { status: 503, statusText: '', internal: false, data: null },
      expected: '503',
    },
    { name: 'an Error', error: new Error('chunk failed'), expected: 'chunk failed' },
    { name: 'a string', error: 'boom', expected: 'boom' },
    { name: 'anything else', error: 42, expected: '' },
  ])('$name', ({ error, expected }) => {
    expect(routeErrorMessage(error)).toBe(expected)
  })
})
