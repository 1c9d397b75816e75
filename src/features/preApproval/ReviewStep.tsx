import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Application } from '../../../contract/application'
import type { FlowStep } from '../../lib/preApproval/flowSteps'
import { type ReviewRow, reviewSections } from './reviewSections'
import { StepFrame } from './StepFrame'
import { usePreApprovalText } from './strings'

/** One step's answers with its Edit button. */
function ReviewSectionCard({
  step,
  rows,
  onEdit,
}: {
  readonly step: FlowStep
  readonly rows: readonly ReviewRow[]
  readonly onEdit: (step: FlowStep) => void
}) {
  const t = usePreApprovalText()
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t(`steps.${step}`)}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            onEdit(step)
          }}
          aria-label={`${t('actions.edit')} ${t(`steps.${step}`)}`}
        >
          {t('actions.edit')}
        </Button>
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
          m: 0,
          mt: 1,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
            >
              {value === undefined || value === '' ? t('review.notAnswered') : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

/** The answers, step by step, each with its Edit link; then submit. */
export function ReviewStep({
  application,
  documentCount,
  onEdit,
  onBack,
  onSubmit,
  busy,
  error,
}: {
  readonly application: Application
  readonly documentCount: number
  readonly onEdit: (step: FlowStep) => void
  readonly onBack: () => void
  readonly onSubmit: () => void
  readonly busy: boolean
  readonly error?: string
}) {
  const t = usePreApprovalText()
  const language = useTranslation().i18n.language
  const sections = reviewSections(t, language, application, documentCount)
  return (
    <StepFrame
      title={t('steps.review')}
      intro={t('review.intro')}
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault()
        onSubmit()
      }}
      onBack={onBack}
      busy={busy}
      error={error}
      nextLabel={t('actions.submit')}
    >
      {sections.map(([step, rows]) => (
        <ReviewSectionCard key={step} step={step} rows={rows} onEdit={onEdit} />
      ))}
    </StepFrame>
  )
}
