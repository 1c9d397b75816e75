import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Match } from '../../../contract/application'
import type { Lender } from '../../../contract/applicationChoices'
import { formatPrice, formatRate } from '../../lib/format'
import { usePreApprovalText } from './strings'

export interface MatchOfferCardProps {
  readonly match: Match
  /** A chosen lender closes the choice: other offers show only whether they were declined. */
  readonly locked: boolean
  readonly choosing: boolean
  readonly onChoose: (match: Match) => void
}

/** The offer's terms as a definition list: rate type, term, monthly payment and mortgage. */
function MatchTerms({ match }: { readonly match: Match }) {
  const t = usePreApprovalText()
  const language = useTranslation().i18n.language
  const terms = [
    [t('matches.rateType'), t(`enums.rateType.${match.rateType}`)],
    [t('matches.term'), t('matches.termYears', { count: match.termYears })],
    [t('matches.monthlyPayment'), formatPrice(match.monthlyPayment, language)],
    [t('matches.mortgage'), formatPrice(match.mortgage, language)],
  ] as const
  return (
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
      {terms.map(([label, value]) => (
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
  )
}

/** One lender's offer: its name and rate, its terms, and the way to choose it (or its answer). */
export function MatchOfferCard({ match, locked, choosing, onChoose }: MatchOfferCardProps) {
  const t = usePreApprovalText()
  const language = useTranslation().i18n.language
  const lender = t(`enums.lender.${match.lender as Lender}`)
  const accepted = match.status === 'accepted'
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderColor: accepted ? 'success.main' : undefined,
        borderWidth: accepted ? 2 : 1,
      }}
      aria-label={lender}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 180 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {lender}
          </Typography>
          <Typography variant="h5" component="p" color="primary.dark" sx={{ fontWeight: 700 }}>
            {formatRate(match.rate, language)}
          </Typography>
        </Box>
        <MatchTerms match={match} />
        {accepted ? (
          <Chip color="success" icon={<CheckCircleIcon />} label={t('matches.chosen')} />
        ) : locked ? (
          match.status === 'declined' && <Chip label={t('matches.declined')} />
        ) : (
          <Button
            variant="contained"
            disabled={choosing}
            onClick={() => onChoose(match)}
            aria-label={`${t('actions.choose')}: ${lender}`}
          >
            {t('actions.choose')}
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
