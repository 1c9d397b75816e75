import { startTransition, useEffect, useState } from 'react'

/**
 * How many of a page's `count` later stages to render: none on the first commit, then one more per
 * task, each in a transition of its own, until all are shown (a few milliseconds apart, not
 * waiting for idle time). The first commit stays short and no single task renders the whole page.
 * A link to an anchor renders everything at once, so the browser finds its target.
 */
export function useStages(count: number): number {
  const [stage, setStage] = useState(() => (window.location.hash === '' ? 0 : count))
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
