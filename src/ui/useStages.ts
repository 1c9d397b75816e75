import { startTransition, useEffect, useState } from 'react'
import { useDrawnAsBuilt } from './hydration'

/**
 * How many of a page's `count` later stages to render: none on the first commit, then one more per
 * task, each in a transition of its own, until all are shown (a few milliseconds apart, not
 * waiting for idle time). The first commit stays short and no single task renders the whole page.
 * A link to an anchor renders everything at once, so the browser finds its target, and so do the
 * build-time render and the hydration of its HTML (the page is already drawn).
 */
export function useStages(count: number): number {
  const drawnAsBuilt = useDrawnAsBuilt()
  const [stage, setStage] = useState(() =>
    drawnAsBuilt || window.location.hash !== '' ? count : 0,
  )
  useEffect(() => {
    if (stage >= count) return undefined
    const timer = window.setTimeout(() => {
      startTransition(() => {
        setStage((current) => current + 1)
      })
    }, 0)
    return () => {
      window.clearTimeout(timer)
    }
  }, [stage, count])
  return stage
}
