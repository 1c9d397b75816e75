import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

/** A titled part of the detail page, named by its heading for assistive technology. */
export function Section({
  title,
  children,
  action,
}: {
  readonly title: string
  readonly children: ReactNode
  readonly action?: ReactNode
}) {
  const id = useId()
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  )
}
