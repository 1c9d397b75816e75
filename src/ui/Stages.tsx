import { createContext, use, type ReactNode } from 'react'
import { useStages } from './useStages'

const StageContext = createContext(Number.POSITIVE_INFINITY)

/**
 * Renders a page's later blocks one stage per task (see useStages). Only the `Stage` wrappers
 * follow the count: the page itself renders once, so a new stage mounts its own block and React
 * skips the blocks already shown (their elements are the same objects) instead of rendering the
 * whole page again at every stage.
 */
export function Stages({
  count,
  children,
}: {
  readonly count: number
  readonly children: ReactNode
}) {
  return <StageContext value={useStages(count)}>{children}</StageContext>
}

/** Its children from stage `at` on; `fallback` (or nothing) before. */
export function Stage({
  at,
  fallback = null,
  children,
}: {
  readonly at: number
  readonly fallback?: ReactNode
  readonly children: ReactNode
}) {
  return use(StageContext) >= at ? children : fallback
}
