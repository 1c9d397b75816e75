import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { Application, Assessment, Match } from '../../../contract/application'
import type { Lender } from '../../../contract/applicationChoices'
import { formatPrice, formatRate } from '../../lib/format'
import { useAnswerMatchMutation, useMatchesQuery } from '../../services/applicationApi'
import { MatchOfferCard } from './MatchOfferCard'
import { usePreApprovalText } from './strings'

/** Offers lowest rate first (the service sends them so; the screen does not rely on it). */
export function byRate(matches: readonly Match[]): Match[] {
  return [...matches].sort((a, b) => a.rate - b.rate || a.monthlyPayment - b.monthlyPayment)
}

/** The confirmation that a lender is chosen, with the way back to the profile. */
function ChosenLender({ lender }: { readonly lender: string }) {
  const t = usePreApprovalText()
  return (
    <Alert
      icon={<CheckCircleIcon />}
      severity="success"
      role="status"
      sx={{ mb: 3 }}
      action={
        <Button
          component={RouterLink}
          to="/auth/profile?tab=preApproval"
          color="inherit"
          size="small"
        >
          {t('actions.backToProfile')}
        </Button>
      }
    >
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t('matches.chosenTitle', { lender })}
      </Typography>
      {t('matches.chosenBody', { lender })}
    </Alert>
  )
}

/** No lender matched: what the assessment allows and the way to change the price. */
function NoMatches({
  assessment,
  onEditPrice,
}: {
  readonly assessment: Assessment | null
  readonly onEditPrice: () => void
}) {
  const t = usePreApprovalText()
  const language = useTranslation().i18n.language
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('matches.none')}
      </Typography>
      {assessment && (
        <Typography sx={{ mb: 2 }}>
          {t('matches.noneBody', { maxPrice: formatPrice(assessment.maxPrice, language) })}{' '}
          {t(`matches.limitedBy.${assessment.limitedBy}`)}
        </Typography>
      )}
      <Button variant="contained" onClick={onEditPrice}>
        {t('actions.editPrice')}
      </Button>
    </Paper>
  )
}

/** The lender matches: the assessment, the offers, choosing one, or an honest 'none matched'. */
export function MatchesView({
  application,
  onEditPrice,
}: {
  readonly application: Application
  readonly onEditPrice: () => void
}) {
  const t = usePreApprovalText()
  const { i18n } = useTranslation()
  const language = i18n.language
  const { data, isLoading, isError } = useMatchesQuery(application.id)
  const [answer, { isLoading: choosing }] = useAnswerMatchMutation()
  const [error, setError] = useState<string>()
  const lenderName = (lender: string) => t(`enums.lender.${lender as Lender}`)
  const percent = (value: number) => formatRate(value, language)

  if (isLoading) return <Skeleton variant="rounded" height={320} aria-label={t('matches.title')} />
  if (isError || !data) {
    return (
      <Alert severity="error" role="alert">
        {t('errors.matches')}
      </Alert>
    )
  }
  const offers = byRate(data.matches)
  const chosen = offers.find((match) => match.status === 'accepted')
  const { assessment } = data
  const locked = application.status === 'lender_chosen'

  async function choose(match: Match) {
    setError(undefined)
    try {
      await answer({ id: application.id, matchId: match.id, status: 'accepted' }).unwrap()
    } catch {
      setError(t('errors.save'))
    }
  }

  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('matches.title')}
      </Typography>
      {chosen && <ChosenLender lender={lenderName(chosen.lender)} />}
      {assessment && offers.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('matches.assessment', {
            maxPrice: formatPrice(assessment.maxPrice, language),
            rate: percent(assessment.qualifyingRate),
          })}{' '}
          {t(`matches.limitedBy.${assessment.limitedBy}`)}
        </Typography>
      )}
      {offers.length === 0 ? (
        <NoMatches assessment={assessment} onEditPrice={onEditPrice} />
      ) : (
        <>
          {!chosen && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('matches.intro')}
            </Typography>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack
            component="ul"
            aria-label={t('matches.title')}
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {offers.map((match) => (
              <MatchOfferCard
                key={match.id}
                match={match}
                locked={locked}
                choosing={choosing}
                onChoose={(offer) => void choose(offer)}
              />
            ))}
          </Stack>
        </>
      )}
    </Box>
  )
}
