import type { FastifySchemaValidationError } from 'fastify'
import { describe, expect, it } from 'vitest'
import { formatSchemaErrors } from '../src/schemaErrors'

function ajvError(error: Partial<FastifySchemaValidationError>): FastifySchemaValidationError {
  return { keyword: 'type', instancePath: '', schemaPath: '#', params: {}, ...error }
}

describe('formatSchemaErrors', () => {
  it.each([
    {
      errors: [ajvError({ keyword: 'minimum', instancePath: '/pageNum', message: 'must be >= 1' })],
      dataVar: 'querystring' as const,
      message: 'querystring/pageNum must be >= 1',
    },
    {
      errors: [ajvError({ keyword: 'required', params: { missingProperty: 'email' } })],
      dataVar: 'body' as const,
      message: 'body/email is required',
    },
    {
      errors: [
        ajvError({
          keyword: 'additionalProperties',
          instancePath: '/user',
          params: { additionalProperty: 'role' },
        }),
      ],
      dataVar: 'body' as const,
      message: 'body/user/role is not allowed',
    },
    {
      errors: [ajvError({ instancePath: '/mls', message: undefined })],
      dataVar: 'params' as const,
      message: 'params/mls is invalid',
    },
    {
      errors: [
        ajvError({ keyword: 'const', instancePath: '/type', message: 'must be equal to constant' }),
        ajvError({ keyword: 'const', instancePath: '/type', message: 'must be equal to constant' }),
        ajvError({
          keyword: 'anyOf',
          instancePath: '/type',
          message: 'must match a schema in anyOf',
        }),
      ],
      dataVar: 'querystring' as const,
      message:
        'querystring/type must be equal to constant; querystring/type must match a schema in anyOf',
    },
  ])('gives "$message"', ({ errors, dataVar, message }) => {
    expect(formatSchemaErrors(errors, dataVar).message).toBe(message)
  })
})
