import { setupServer } from 'msw/node'
import { defaultHandlers } from './handlers'

/** One MSW server for every component test; tests add what they need with `server.use`. */
export const server = setupServer(...defaultHandlers)
