import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { Application, Match } from '../../../contract/application'
import type { Lender } from '../../../contract/applicationChoices'
import { formatPrice, formatRate } from '../../lib/format'
import { useAnswerMatchMutation, useMatchesQuery } from '../../services/applicationApi'
import { usePreApprovalText } from './strings'

/** Offers lowest rate first (the service sends them so; the screen does not rely on it). */
export function byRate(matches: readonly Match[]): Match[] {
  return [...matches].sort((a, b) => a.rate - b.rate || a.monthlyPayment - b.monthlyPayment)
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
      {chosen && (
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
            {t('matches.chosenTitle', { lender: lenderName(chosen.lender) })}
          </Typography>
          {t('matches.chosenBody', { lender: lenderName(chosen.lender) })}
        </Alert>
      )}
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
              <Paper
                component="li"
                key={match.id}
                variant="outlined"
                sx={{
                  p: { xs: 2, sm: 2.5 },
                  borderColor: match.status === 'accepted' ? 'success.main' : undefined,
                  borderWidth: match.status === 'accepted' ? 2 : 1,
                }}
                aria-label={lenderName(match.lender)}
              >
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
                >
                  <Box sx={{ minWidth: 180 }}>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                      {lenderName(match.lender)}
                    </Typography>
                    <Typography
                      variant="h5"
                      component="p"
                      color="primary.dark"
                      sx={{ fontWeight: 700 }}
                    >
                      {percent(match.rate)}
                    </Typography>
                  </Box>
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' },
                      columnGap: 3,
                      rowGap: 1,
                      m: 0,
                      flexGrow: 1,
                    }}
                  >
                    {(
                      [
                        [t('matches.rateType'), t(`enums.rateType.${match.rateType}`)],
                        [t('matches.term'), t('matches.termYears', { count: match.termYears })],
                        [t('matches.monthlyPayment'), formatPrice(match.monthlyPayment, language)],
                        [t('matches.mortgage'), formatPrice(match.mortgage, language)],
                      ] as const
                    ).map(([label, value]) => (
                      <Box key={label}>
                        <Typography component="dt" variant="caption" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                          {value}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  {match.status === 'accepted' ? (
                    <Chip color="success" icon={<CheckCircleIcon />} label={t('matches.chosen')} />
                  ) : locked ? (
                    match.status === 'declined' && <Chip label={t('matches.declined')} />
                  ) : (
                    <Button
                      variant="contained"
                      disabled={choosing}
                      onClick={() => void choose(match)}
                      aria-label={`${t('actions.choose')}: ${lenderName(match.lender)}`}
                    >
                      {t('actions.choose')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Box>
  )
}
