import Box from '@mui/material/Box'
import Pagination from '@mui/material/Pagination'

export interface PageNavProps {
  /** The navigation landmark's name, e.g. 'Pages'. */
  readonly label: string
  readonly pages: number
  readonly page: number
  readonly onPage: (page: number) => void
  /** Smaller buttons, closer to the cards: for a side panel. */
  readonly compact?: boolean
}

/** A results list's page buttons in a named navigation landmark; nothing for a single page. */
export function PageNav({ label, pages, page, onPage, compact = false }: PageNavProps) {
  if (pages <= 1) return null
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', mt: compact ? 3 : 5 }}
    >
      <Pagination
        count={pages}
        page={page}
        size={compact ? 'small' : 'medium'}
        shape="rounded"
        color="primary"
        onChange={(_event, value) => {
          onPage(value)
        }}
      />
    </Box>
  )
}
