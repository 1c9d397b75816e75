import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link, useParams } from 'react-router'
import type { StaffApplication } from '../../../contract/staff'
import { useApplicationQuery } from '../../services/staffApi'
import { ApplicationDocuments } from './ApplicationDocuments'
import { SECTIONS, factsOf, type Fact } from './applicationFacts'
import { useStaffText, useStaffTime } from './strings'
import { useFieldLabel } from './useFieldLabel'
import { formatPrice } from '../../lib/format'
import { useTranslation } from 'react-i18next'

/** A part's answers as a two-column list of labels and values. */
function Facts({ facts }: { readonly facts: readonly Fact[] }) {
  const t = useStaffText()
  const label = useFieldLabel()
  const { language } = useTranslation().i18n
  const shown = (fact: Fact) => {
    if (fact.kind === 'money') return formatPrice(fact.value, language)
    if (fact.kind === 'yesNo') return t(fact.value ? 'applications.yes' : 'applications.no')
    return fact.value
  }
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label(fact.key)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {shown(fact)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

function ApplicationBody({ data }: { readonly data: StaffApplication }) {
  const t = useStaffText()
  const { fields, signers } = data.application
  return (
    <>
      {SECTIONS.map((section) => {
        const facts = factsOf(fields, section)
        if (facts.length === 0) return null
        return (
          <Paper key={section} variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t(`applications.sections.${section}`)}
            </Typography>
            <Facts facts={facts} />
          </Paper>
        )
      })}
      {signers.length > 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('applications.signers')}
          </Typography>
          <Stack spacing={2}>
            {signers.map(({ id, ...signer }) => (
              <Facts
                key={id}
                facts={factsOf({ applicant: signer }, 'applicant').concat({
                  key: 'relation',
                  kind: 'text',
                  value: signer.relation,
                })}
              />
            ))}
          </Stack>
        </Paper>
      ) : null}
      <ApplicationDocuments applicationId={data.application.id} documents={data.documents} />
    </>
  )
}

/** One sent application, read-only, with its documents; the service audits each read. */
export function ApplicationView() {
  const t = useStaffText()
  const time = useStaffTime()
  const id = Number(useParams().id)
  const { data, isLoading, isError } = useApplicationQuery(id, { skip: !Number.isInteger(id) })
  return (
    <Stack spacing={2}>
      <div>
        <Button component={Link} to="../.." relative="path">
          {t('applications.back')}
        </Button>
      </div>
      <div>
        <Typography variant="h4" component="h1">
          {t('applications.title', { id })}
        </Typography>
        {data ? (
          <Typography variant="body2" color="text.secondary">
            {t('applications.submitted', { when: time(data.application.updatedAt) })}
          </Typography>
        ) : null}
      </div>
      {isLoading ? <Skeleton variant="rounded" height={320} /> : null}
      {isError || !Number.isInteger(id) ? (
        <Alert severity="error">{t('errors.application')}</Alert>
      ) : null}
      {data ? (
        <>
          <Alert severity="info">{t('applications.audited')}</Alert>
          <ApplicationBody data={data} />
        </>
      ) : null}
    </Stack>
  )
}
