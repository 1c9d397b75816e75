import { lazy } from 'react'
import type { ScheduleYear } from '../../../contract/mortgage/payment'
import { LazyBoundary } from '../../ui/LazyBoundary'
import { CHART_NEAR_MARGIN, useNearViewport } from '../../ui/useNearViewport'

/** recharts (about 50 kB gzip) loads and draws once the chart is near the screen. */
const AmortizationDrawing = lazy(() => import('./AmortizationDrawing'))

export interface AmortizationChartProps {
  readonly years: readonly ScheduleYear[]
  readonly labels: {
    readonly principal: string
    readonly interest: string
    readonly balance: string
    readonly year: string
  }
  readonly summary: string
  readonly format: (amount: number) => string
  readonly compact: (amount: number) => string
}

/**
 * Principal and interest paid each year as stacked bars, with the balance as a line: a box of
 * the chart's size at once, named by its summary, and the drawing as it comes near the screen.
 */
export function AmortizationChart({ summary, ...drawing }: AmortizationChartProps) {
  const { ref, near } = useNearViewport(CHART_NEAR_MARGIN)
  return (
    <div ref={ref} role="img" aria-label={summary} style={{ width: '100%', height: 300 }}>
      {near && (
        <LazyBoundary fallback={null}>
          <AmortizationDrawing {...drawing} />
        </LazyBoundary>
      )}
    </div>
  )
}
