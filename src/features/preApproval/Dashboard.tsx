import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ApplicationSummary } from '../../../contract/application'
import { formatPrice } from '../../lib/format'
import { flowStepFor } from '../../lib/preApproval/flowSteps'
import { useDashboardQuery, useReferralsQuery } from '../../services/applicationApi'
import { usePreApprovalText } from './strings'

function dateOf(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
  }).format(date)
}

/** Where Resume or View goes: the step the dashboard names, or the matches. */
export function resumePath(summary: ApplicationSummary): string {
  const step = flowStepFor(summary.nextStep)
  return `/pre-approval/${String(summary.id)}?step=${step}`
}

function ApplicationRow({ summary }: { readonly summary: ApplicationSummary }) {
  const t = usePreApprovalText()
  const { i18n } = useTranslation()
  const done = summary.status === 'lender_chosen'
  const title = t('dashboard.application', { id: summary.id })
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Chip
              size="small"
              color={done ? 'success' : summary.status === 'submitted' ? 'primary' : 'default'}
              label={t(`enums.status.${summary.status}`)}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              summary.city,
              summary.price === null ? null : formatPrice(summary.price, i18n.language),
              t('dashboard.updated', { date: dateOf(summary.updatedAt, i18n.language) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2">
            {t('dashboard.next', { step: t(`enums.nextStep.${summary.nextStep}`) })}
          </Typography>
        </Box>
        <Button
          variant={done ? 'outlined' : 'contained'}
          component={RouterLink}
          to={resumePath(summary)}
          aria-label={`${done ? t('actions.view') : t('actions.resume')}: ${title}`}
        >
          {done ? t('actions.view') : t('actions.resume')}
        </Button>
      </Stack>
    </Paper>
  )
}

/** The profile's pre-approval section: the customer's applications, then their referrals. */
export function PreApprovalDashboard() {
  const t = usePreApprovalText()
  const { i18n } = useTranslation()
  const dashboard = useDashboardQuery(undefined)
  const referrals = useReferralsQuery(undefined)
  const applications = dashboard.data?.applications ?? []
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="pre-approval-applications">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Typography id="pre-approval-applications" component="h2" variant="h6">
            {t('dashboard.title')}
          </Typography>
          <Button component={RouterLink} to="/pre-approval" variant="outlined">
            {t('actions.start')}
          </Button>
        </Stack>
        {dashboard.isLoading ? (
          <Skeleton variant="rounded" height={96} />
        ) : dashboard.isError ? (
          <Alert severity="error">{t('errors.load')}</Alert>
        ) : applications.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {applications.map((summary) => (
              <ApplicationRow key={summary.id} summary={summary} />
            ))}
          </Stack>
        )}
      </Box>
      <Box component="section" aria-labelledby="pre-approval-referrals">
        <Typography id="pre-approval-referrals" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('dashboard.referralsTitle')}
        </Typography>
        {referrals.isLoading ? (
          <Skeleton variant="rounded" height={72} />
        ) : referrals.isError || !referrals.data ? (
          <Alert severity="error">{t('errors.load')}</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.referralCode')}
            </Typography>
            <Typography
              sx={{ fontFamily: 'monospace', fontSize: '1.25rem', fontWeight: 700, mb: 0.5 }}
            >
              {referrals.data.code}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('dashboard.referralHelp')}
            </Typography>
            {referrals.data.referrals.length === 0 ? (
              <Typography>{t('dashboard.noReferrals')}</Typography>
            ) : (
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {referrals.data.referrals.map((referral, index) => (
                  <li key={`${referral.date}-${String(index)}`}>
                    {t('dashboard.referral', {
                      date: dateOf(referral.date, i18n.language),
                      city: referral.city ?? t('dashboard.anyCity'),
                    })}
                  </li>
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
    </Stack>
  )
}
