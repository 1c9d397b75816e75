/**
 * The two parts of Sentry the SPA uses, as a module of their own: a dynamic import of the
 * package itself keeps all of it (replay, feedback, profiling), this one only what they need.
 */
export { captureException, init } from '@sentry/react'
