import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Route, Routes } from 'react-router'
import { PageMeta } from '../../ui/PageMeta'
import { ApplicationList } from './ApplicationList'
import { ApplicationView } from './ApplicationView'
import { LeadInbox } from './LeadInbox'
import { useStaffText } from './strings'

function StaffHome() {
  const t = useStaffText()
  return (
    <Stack spacing={5}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <LeadInbox />
      <ApplicationList />
    </Stack>
  )
}

/** The staff view: the leads inbox and the applications, and one application read-only. */
export default function StaffApp() {
  const t = useStaffText()
  return (
    <Box
      sx={{
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 4 },
        maxWidth: 1120,
        mx: 'auto',
        width: '100%',
        boxSizing: 'border-box',
      }}
    >
      <PageMeta title={t('title')} description={t('metaDescription')} />
      <Routes>
        <Route index element={<StaffHome />} />
        <Route path="applications/:id" element={<ApplicationView />} />
      </Routes>
    </Box>
  )
}
