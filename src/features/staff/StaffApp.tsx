import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Route, Routes } from 'react-router'
import { ApplicationView } from './ApplicationView'
import { ApplicationList } from './ApplicationList'
import { LeadInbox } from './LeadInbox'
import { useStaffText } from './strings'

function StaffHome() {
  const t = useStaffText()
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <LeadInbox />
      <ApplicationList />
    </>
  )
}

/** The staff view: the inbox and applications, and one application read-only. */
export default function StaffApp() {
  return (
    <Box
      sx={{
        px: { xs: 1.5, md: 4 },
        py: { xs: 2, md: 4 },
        maxWidth: 1280,
        mx: 'auto',
        width: '100%',
      }}
    >
      <Routes>
        <Route index element={<StaffHome />} />
        <Route path="applications/:id" element={<ApplicationView />} />
      </Routes>
    </Box>
  )
}
