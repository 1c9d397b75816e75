import Alert from '@mui/material/Alert'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatPrice } from '../../lib/format'
import { useApplicationsQuery } from '../../services/staffApi'
import { useStaffText } from './strings'

/** Sent pre-approval applications, each opening its read-only view. */
export function ApplicationList() {
  const t = useStaffText()
  const { i18n } = useTranslation()
  const { data, isError } = useApplicationsQuery(undefined)
  return (
    <section aria-labelledby="staff-applications" style={{ marginTop: 32 }}>
      <Typography id="staff-applications" variant="h5" component="h2">
        {t('applications.heading')}
      </Typography>
      {isError ? <Alert severity="error">{t('error')}</Alert> : null}
      {data && data.applications.length === 0 ? (
        <Typography>{t('applications.empty')}</Typography>
      ) : null}
      <List>
        {data?.applications.map((application) => (
          <ListItemButton
            key={application.id}
            component={Link}
            to={`applications/${String(application.id)}`}
            aria-label={t('applications.open', { id: application.id })}
          >
            <ListItemText
              primary={`#${String(application.id)} ${application.applicantName}`}
              secondary={[
                application.city,
                application.price === null ? null : formatPrice(application.price, i18n.language),
                `${t('applications.documents')}: ${String(application.documents)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
    </section>
  )
}
