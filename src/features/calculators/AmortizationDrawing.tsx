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
import type { AmortizationChartProps } from './AmortizationChart'

/** The amortization chart's drawing (recharts, loaded as the chart nears the screen). */
export default function AmortizationDrawing({
  years,
  labels,
  format,
  compact,
}: Omit<AmortizationChartProps, 'summary'>) {
  const theme = useTheme()
  const data = years.map((year) => ({
    year: year.year,
    principal: Math.round(year.principalPaid),
    interest: Math.round(year.interestPaid),
    balance: Math.round(year.balance),
  }))
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="year" tickLine={false} fontSize={12} />
        <YAxis yAxisId="paid" tickFormatter={compact} width={56} fontSize={12} />
        <YAxis
          yAxisId="balance"
          orientation="right"
          tickFormatter={compact}
          width={56}
          fontSize={12}
        />
        <Tooltip
          formatter={(value) => format(Number(value))}
          labelFormatter={(label: unknown) =>
            `${labels.year} ${typeof label === 'number' ? label : ''}`
          }
        />
        <Legend />
        <Bar
          yAxisId="paid"
          dataKey="principal"
          name={labels.principal}
          stackId="paid"
          fill={theme.palette.primary.main}
        />
        <Bar
          yAxisId="paid"
          dataKey="interest"
          name={labels.interest}
          stackId="paid"
          fill={theme.palette.warning.main}
        />
        <Line
          yAxisId="balance"
          type="monotone"
          dataKey="balance"
          name={labels.balance}
          stroke={theme.palette.text.primary}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
