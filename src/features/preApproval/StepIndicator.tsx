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
import { useHydrating } from '../../ui/hydration'
import { usePreApprovalText } from './strings'

interface StepIndicatorProps {
  readonly active: number
  readonly onSelect?: (step: FlowStep) => void
}

/** On a phone: "Step n of 7", the step's name and a progress bar. */
function PhoneSteps({ active }: { readonly active: number }) {
  const t = usePreApprovalText()
  const total = FLOW_STEPS.length
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

/** From the medium breakpoint: every step in a row. */
function WideSteps({ active, onSelect }: StepIndicatorProps) {
  const t = usePreApprovalText()
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

/**
 * The steps, laid out by the screen's width. The build-time render and its hydration cannot know
 * the width, so they carry both layouts and CSS shows the one for the visitor's width (nothing
 * shifts when the script arrives); after that only the one that applies is drawn.
 */
export function StepIndicator({ active, onSelect }: StepIndicatorProps) {
  const hydrating = useHydrating()
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true })
  if (hydrating) {
    return (
      <>
        <Box sx={{ display: { md: 'none' } }}>
          <PhoneSteps active={active} />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <WideSteps active={active} onSelect={onSelect} />
        </Box>
      </>
    )
  }
  return wide ? <WideSteps active={active} onSelect={onSelect} /> : <PhoneSteps active={active} />
}
