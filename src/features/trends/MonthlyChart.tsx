import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { lazy } from 'react'
import { LazyBoundary } from '../../ui/LazyBoundary'
import { CHART_NEAR_MARGIN, useNearViewport } from '../../ui/useNearViewport'

/** recharts (about 50 kB gzip) loads and draws once the chart is near the screen. */
const MonthlyDrawing = lazy(() => import('./MonthlyDrawing'))

export interface MonthlyPoint {
  readonly month: string
  readonly label: string
  readonly line: number | null
  readonly bars: number
}

export interface MonthlyChartProps {
  readonly id: string
  readonly title: string
  readonly finding: string
  readonly points: readonly MonthlyPoint[]
  readonly lineName: string
  readonly barName: string
  readonly monthHeader: string
  readonly tableCaption: string
  readonly formatLine: (value: number) => string
  readonly formatLineAxis: (value: number) => string
  readonly formatBars: (value: number) => string
  /** Said under the chart, e.g. which months' figures were withheld and why. */
  readonly note?: string
}

/**
 * A monthly line (an average) over bars (a count). The chart is an image named by its title and
 * finding; screen readers get the same figures as a table.
 */
export function MonthlyChart(props: MonthlyChartProps) {
  const { ref, near } = useNearViewport(CHART_NEAR_MARGIN)
  return (
    <Box component="section" aria-labelledby={`${props.id}-title`} sx={{ mt: 4 }}>
      <Typography id={`${props.id}-title`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {props.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }} data-testid={`${props.id}-finding`}>
        {props.finding}
      </Typography>
      {/* Two scales share the chart: each side's title says which figure it measures. */}
      <Box
        data-testid={`${props.id}-axes`}
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          typography: 'caption',
          color: 'text.secondary',
        }}
      >
        <span>
          <span aria-hidden>◀ </span>
          {props.lineName}
        </span>
        <Box component="span" sx={{ textAlign: 'right' }}>
          {props.barName}
          <span aria-hidden> ▶</span>
        </Box>
      </Box>
      <Box
        ref={ref}
        role="img"
        aria-label={`${props.title}. ${props.finding}`}
        data-testid={`${props.id}-chart`}
        data-points={props.points.length}
        sx={{ width: '100%', height: { xs: 260, md: 320 } }}
      >
        {near && (
          <LazyBoundary fallback={null}>
            <MonthlyDrawing {...props} />
          </LazyBoundary>
        )}
      </Box>
      {props.note !== undefined && (
        <Typography
          sx={{ fontSize: 14, color: 'text.secondary', mt: 1 }}
          data-testid={`${props.id}-note`}
        >
          {props.note}
        </Typography>
      )}
      {/* A table sizes itself to its content whatever its width says: the visually hidden box
          around it is what keeps it from widening the page on a phone. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{props.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.monthHeader}</th>
              <th scope="col">{props.lineName}</th>
              <th scope="col">{props.barName}</th>
            </tr>
          </thead>
          <tbody>
            {props.points.map((point) => (
              <tr key={point.month}>
                <th scope="row">{point.label}</th>
                <td>{point.line === null ? '—' : props.formatLine(point.line)}</td>
                <td>{props.formatBars(point.bars)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  )
}
