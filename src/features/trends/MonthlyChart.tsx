import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { CHART_NEAR_MARGIN, useNearViewport } from '../../ui/useNearViewport'

export interface MonthlyPoint {
  readonly month: string
  readonly label: string
  readonly line: number | null
  readonly bars: number
}

interface MonthlyChartProps {
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
        {near && <MonthlyDrawing {...props} />}
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

/** The chart itself: recharts draws it once the block is near the screen. */
function MonthlyDrawing(props: MonthlyChartProps) {
  const theme = useTheme()
  const data = props.points.map((point) => ({ ...point }))
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={12} tickLine={false} minTickGap={16} />
        <YAxis
          yAxisId="line"
          fontSize={12}
          width={60}
          tickFormatter={(value: number) => props.formatLineAxis(value)}
        />
        <YAxis yAxisId="bars" orientation="right" fontSize={12} width={40} allowDecimals={false} />
        <Tooltip
          formatter={(value, name) =>
            name === props.lineName
              ? props.formatLine(Number(value))
              : props.formatBars(Number(value))
          }
        />
        <Legend />
        <Bar
          yAxisId="bars"
          dataKey="bars"
          name={props.barName}
          fill={theme.palette.primary.light}
          radius={[2, 2, 0, 0]}
        />
        <Line
          yAxisId="line"
          type="monotone"
          dataKey="line"
          name={props.lineName}
          stroke={theme.palette.primary.dark}
          strokeWidth={2}
          dot={props.points.length <= 12}
          connectNulls
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
