import Alert from '@mui/material/Alert'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatPrice } from '../../lib/format'
import { useApplicationsQuery } from '../../services/staffApi'
import { useStaffText, useStaffTime } from './strings'

/** Sent pre-approval applications, each opening its read-only view. */
export function ApplicationList() {
  const t = useStaffText()
  const time = useStaffTime()
  const { language } = useTranslation().i18n
  const { data, isLoading, isError } = useApplicationsQuery(undefined)
  return (
    <section aria-labelledby="staff-applications">
      <Typography id="staff-applications" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('applications.heading')}
      </Typography>
      {isError ? <Alert severity="error">{t('errors.applications')}</Alert> : null}
      {isLoading ? <Skeleton variant="rounded" height={120} /> : null}
      {data?.applications.length === 0 ? <Typography>{t('applications.empty')}</Typography> : null}
      {data && data.applications.length > 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 2 }}>
          <List disablePadding>
            {data.applications.map((application) => (
              <li key={application.id}>
                <ListItemButton
                  component={Link}
                  to={`applications/${String(application.id)}`}
                  aria-label={t('applications.open', {
                    id: application.id,
                    name: application.applicantName,
                  })}
                  divider
                >
                  <ListItemText
                    primary={`#${String(application.id)} · ${application.applicantName}`}
                    secondary={[
                      application.city,
                      application.price === null ? null : formatPrice(application.price, language),
                      t('applications.documents', { count: application.documents }),
                      t('applications.submitted', { when: time(application.updatedAt) }),
                    ]
                      .filter((part) => part !== null)
                      .join(' · ')}
                  />
                </ListItemButton>
              </li>
            ))}
          </List>
        </Paper>
      ) : null}
    </section>
  )
}
