import { useTheme } from '@mui/material/styles'
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
import type { MonthlyChartProps } from './MonthlyChart'

/** A monthly chart's drawing (recharts, loaded as the chart nears the screen). */
export default function MonthlyDrawing(props: MonthlyChartProps) {
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
