import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Step from '@mui/material/Step'
import StepButton from '@mui/material/StepButton'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { FLOW_STEPS, type FlowStep } from '../../lib/preApproval/flowSteps'
import { usePreApprovalText } from './strings'

/** Where the customer is in the flow: a stepper on wide screens, 'step N of M' and a bar below. */
export function StepIndicator({
  active,
  onSelect,
}: {
  readonly active: number
  readonly onSelect?: (step: FlowStep) => void
}) {
  const t = usePreApprovalText()
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'))
  const total = FLOW_STEPS.length
  if (!wide) {
    const current = Math.min(active, total - 1)
    return (
      <Box sx={{ mb: 3 }} aria-label={t('stepper')} role="group">
        <Typography variant="body2" color="text.secondary">
          {t('stepOf', { current: current + 1, total })}
        </Typography>
        <Typography sx={{ fontWeight: 700, mb: 1 }} aria-current="step">
          {active >= total ? t('matches.title') : t(`steps.${FLOW_STEPS[current] ?? 'applicant'}`)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(Math.min(active + 1, total) / total) * 100}
          aria-label={t('stepOf', { current: current + 1, total })}
        />
      </Box>
    )
  }
  // With step buttons MUI makes a tablist of tabs; without them, a plain list of the steps.
  const list = onSelect ? {} : { role: 'list' }
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      nonLinear={Boolean(onSelect)}
      aria-label={t('stepper')}
      sx={{ mb: 4 }}
      {...list}
    >
      {FLOW_STEPS.map((step, index) => (
        <Step key={step} completed={index < active} {...(onSelect ? {} : { role: 'listitem' })}>
          {onSelect ? (
            <StepButton
              onClick={() => {
                onSelect(step)
              }}
              optional={
                step === 'coApplicant' || step === 'documents' ? (
                  <Typography variant="caption">{t('optional')}</Typography>
                ) : undefined
              }
            >
              {t(`steps.${step}`)}
            </StepButton>
          ) : (
            <StepLabel aria-current={index === active ? 'step' : undefined}>
              {t(`steps.${step}`)}
            </StepLabel>
          )}
        </Step>
      ))}
    </Stepper>
  )
}
