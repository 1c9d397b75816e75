import { Type, type Static } from 'typebox'

/** Every error the local services send: the status, its name, and a reason a person can read. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
  error: Type.String(),
  message: Type.String(),
})
export type ErrorBody = Static<typeof ErrorBody>
