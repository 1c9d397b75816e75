import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { LeadIntent } from '../../../contract/lead'
import { useNamespace } from '../../app/useNamespace'
import { Stage, Stages } from '../../ui/Stages'
import { GeneralLeadForm, GeneralLeadFormPlaceholder } from './GeneralLeadForm'
import { leadStrings } from './strings'

/** Where links to the lead form land ('lead form (anchor getStarted)'). */
export const LEAD_FORM_ANCHOR = 'getStarted'

export interface LeadSectionProps {
  readonly title?: string
  readonly subtitle?: string
  /** Heading level of the title: 1 on the contact page, 2 inside other pages. */
  readonly level?: 1 | 2
  /** What the form starts on: buying, unless the page is about selling. */
  readonly defaultIntent?: LeadIntent
}

/** A page's general lead form, under a title, at the `getStarted` anchor. */
export function LeadSection({ title, subtitle, level = 2, defaultIntent }: LeadSectionProps) {
  useNamespace('leads', leadStrings)
  const { t } = useTranslation('leads')
  const titleId = useId()
  return (
    <Box
      component="section"
      id={LEAD_FORM_ANCHOR}
      aria-labelledby={titleId}
      sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 80 }}
    >
      <Container maxWidth="md">
        <Paper sx={{ p: { xs: 2.5, md: 5 } }}>
          <Typography
            id={titleId}
            variant={level === 1 ? 'h1' : 'h2'}
            sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}
          >
            {title ?? t('general.title')}
          </Typography>
          <Typography variant="body1" sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
            {subtitle ?? t('general.subtitle')}
          </Typography>
          {/* The form mounts a task after its section: react-hook-form re-renders it at once
              after mounting, which would pull the whole page's first effects into that task. */}
          <Stages count={1}>
            <Stage at={1} fallback={<GeneralLeadFormPlaceholder labelledBy={titleId} />}>
              <GeneralLeadForm labelledBy={titleId} defaultIntent={defaultIntent} />
            </Stage>
          </Stages>
        </Paper>
      </Container>
    </Box>
  )
}
