import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ScheduleYear } from '../../../contract/mortgage/payment'

interface ScheduleTableProps {
  readonly years: readonly ScheduleYear[]
  readonly caption: string
  readonly labels: {
    readonly year: string
    readonly principal: string
    readonly interest: string
    readonly balance: string
  }
  readonly format: (amount: number) => string
}

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

/** The yearly schedule, scrolling inside its own box so the page stays short. */
export function ScheduleTable({ years, caption, labels, format }: ScheduleTableProps) {
  return (
    <TableContainer tabIndex={0} aria-label={caption} sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{labels.year}</TableCell>
            <TableCell scope="col" align="right">
              {labels.principal}
            </TableCell>
            <TableCell scope="col" align="right">
              {labels.interest}
            </TableCell>
            <TableCell scope="col" align="right">
              {labels.balance}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((year) => (
            <TableRow key={year.year}>
              <TableCell component="th" scope="row">
                {year.year}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {format(year.principalPaid)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {format(year.interestPaid)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {format(year.balance)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
