import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { starsFromRating } from '../../../lib/rating'
import { StarRating } from '../../../ui/StarRating'
import type { QuotedReview } from './ReviewsSection'

/**
 * One review: its stars, its body (sanitized HTML), who wrote it and where, and whether the
 * words are the brokerage's translation.
 */
export function ReviewCard({ review }: { readonly review: QuotedReview }) {
  const { t } = useTranslation('marketing')
  const stars = starsFromRating(review.rating)

  return (
    <Card
      component="figure"
      sx={{
        m: 0,
        height: '100%',
        boxSizing: 'border-box',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <StarRating value={stars} label={t('reviews.stars', { stars })} />
      <Box
        component="blockquote"
        lang={review.language}
        sx={{ m: 0, flexGrow: 1, '& p': { m: 0 }, '& p + p': { mt: 1 } }}
        // Sanitized as it arrived (reviewsApi): review bodies come from an outside platform.
        dangerouslySetInnerHTML={{ __html: review.body }}
      />
      <Box component="figcaption">
        <Typography component="span" variant="h5" sx={{ display: 'block' }}>
          {review.name}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('reviews.platform', { platform: review.platform })}
          {review.translatedFrom && ` · ${t(`reviews.translatedFrom.${review.translatedFrom}`)}`}
        </Typography>
      </Box>
    </Card>
  )
}
