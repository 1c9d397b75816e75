/**
 * The provider's error body (its OpenAPI `Error` schema): an array of arrays of
 * `{ param, msg }`, one entry per refused parameter.
 */
export type ProviderErrorBody = { param?: string; msg: string }[][]

export class FakeProviderError extends Error {
  constructor(
    readonly statusCode: number,
    readonly param: string | undefined,
    message: string,
  ) {
    super(message)
  }

  get body(): ProviderErrorBody {
    return [[{ ...(this.param !== undefined && { param: this.param }), msg: this.message }]]
  }
}
