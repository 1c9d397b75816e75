import { Type, type Static } from 'typebox'

/**
 * Every error the local services send: the status, its name, and a reason a person can read. For
 * bad input the reason names the parameter, e.g. "querystring/pageNum must be >= 1".
 */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    error: Type.String(),
    message: Type.String(),
  },
  { description: 'The request failed; message says why' },
)
export type ErrorBody = Static<typeof ErrorBody>
