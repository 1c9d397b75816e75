import { Type, type Static } from 'typebox'

/** GET /health: the service is up and its database answers. */
export const HealthResponse = Type.Object(
  {
    status: Type.Literal('ok'),
    /** The package version the service runs, as in package.json. */
    version: Type.String(),
  },
  { description: 'The service is up and its database answers' },
)
export type HealthResponse = Static<typeof HealthResponse>
