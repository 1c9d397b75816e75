import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { type ReactNode } from 'react'
import { PageMeta } from '../../ui/PageMeta'
import { usePreApprovalText } from './strings'

/** The page's title (the document's too) and introduction around its content. */
export function Frame({ children }: { readonly children: ReactNode }) {
  const t = usePreApprovalText()
  return (
    <Box sx={{ flexGrow: 1, px: { xs: 2, md: 6 }, py: { xs: 3, md: 5 } }}>
      <PageMeta {...t('meta.preApproval', { returnObjects: true })} />
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('intro')}
        </Typography>
        {children}
      </Box>
    </Box>
  )
}

/** The panel a step or message sits in. */
export function Card({ children }: { readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      {children}
    </Paper>
  )
}
