import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../../app/useNamespace'
import { StarRating } from '../../../ui/StarRating'
import { Carousel } from '../carousel/Carousel'
import { marketingStrings } from '../strings'
import { reviewSummary, reviews as shippedReviews, type Review } from '../data/reviews'
import { ReviewCard } from './ReviewCard'

/** Three reviews at a time on desktop, one below 1024 px (first spec, section 9). */
export const REVIEW_SLIDES = 3

export interface ReviewsSectionProps {
  /** The shipped reviews unless given (tests pass hostile ones). */
  readonly reviews?: readonly Review[]
}

/** The rating summary and the review carousel, on the tinted band. */
export function ReviewsSection({ reviews = shippedReviews }: ReviewsSectionProps) {
  useNamespace('marketing', marketingStrings)
  const { t, i18n } = useTranslation('marketing')
  const average = reviewSummary.average.toLocaleString(i18n.language === 'fr' ? 'fr-CA' : 'en-CA')

  return (
    <Box
      component="section"
      aria-labelledby="reviews-title"
      sx={{ bgcolor: '#F6F8FA', py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Typography id="reviews-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('reviews.title')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1.5, mb: 2 }}>
          <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1 }}>
            {average}
          </Typography>
          <StarRating
            value={reviewSummary.average}
            label={t('reviews.average', { average })}
            size={24}
          />
          <Typography component="span" variant="body1" sx={{ color: 'text.secondary' }}>
            {t('reviews.summary', { average, total: reviewSummary.count })}
          </Typography>
        </Stack>
        <Carousel
          items={reviews}
          label={t('reviews.carousel')}
          desktopSlides={REVIEW_SLIDES}
          minHeight={{ phone: 300, desktop: 300 }}
          keyOf={(review) => review.id}
          renderSlide={(review) => <ReviewCard review={review} />}
        />
      </Container>
    </Box>
  )
}
