import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { useNamespace } from '../../../app/useNamespace'
import { formatAverage } from '../../../lib/format'
import { StarRating } from '../../../ui/StarRating'
import { useNearViewport } from '../../../ui/useNearViewport'
import { Carousel } from '../carousel/Carousel'
import { marketingStrings } from '../strings'
import { reviewSummary } from '../data/reviews'
import { ReviewCard } from './ReviewCard'
import { useReviewsQuery, type ShownReview } from './reviewsApi'
import { marketingColours } from '../../../app/theme/screenColours'

/** Three reviews at a time on desktop, one below 1024 px. */
export const REVIEW_SLIDES = 3

/** The carousel's slide height, kept by the placeholder so nothing moves when reviews arrive. */
const SLIDE_HEIGHT_PX = 300
/** The carousel's button row above the slides (40 px buttons and a 16 px gap). */
const CONTROLS_HEIGHT_PX = 56

/** The rating summary and the review carousel (reviews from the realty service), on the tinted band. */
export function ReviewsSection() {
  useNamespace('marketing', marketingStrings)
  const { t, i18n } = useTranslation('marketing')
  // The reviews sit below the fold on every page that quotes them: they are asked for (and
  // their sanitizer loaded and their cards drawn) when the block comes within a screen of view,
  // so a visitor who never scrolls there pays none of it while the page starts.
  const { ref, near } = useNearViewport<HTMLElement>('100%')
  // Only what the block shows: the query's pending steps re-render nothing.
  const { data: answer, isError } = useReviewsQuery(undefined, {
    skip: !near,
    selectFromResult: ({ data, isError }) => ({ data, isError }),
  })
  // The carousel renders in a background pass that yields to the browser, not in the store's
  // update.
  const data = useDeferredValue(answer)
  const average = formatAverage(reviewSummary.average, i18n.language)
  const language = i18n.language.startsWith('fr') ? 'fr' : 'en'
  const reviews = data ? quotedFor(data.reviews, language) : undefined
  const quotedInOther = reviews?.some((review) => review.language !== language) ?? false

  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby="reviews-title"
      sx={{ bgcolor: marketingColours.tint, py: { xs: 6, md: 10 } }}
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
            {t('reviews.summary', { average, atLeast: reviewSummary.atLeast })}
          </Typography>
        </Stack>
        {quotedInOther && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('reviews.quotedAsWritten')}
          </Typography>
        )}
        {reviews ? (
          <Carousel
            items={reviews}
            label={t('reviews.carousel')}
            desktopSlides={REVIEW_SLIDES}
            minHeight={{ phone: SLIDE_HEIGHT_PX, desktop: SLIDE_HEIGHT_PX }}
            keyOf={(review) => review.id}
            renderSlide={(review) => <ReviewCard review={review} />}
          />
        ) : (
          <ReviewsPlaceholder failed={isError} />
        )}
      </Container>
    </Box>
  )
}

/** A review as a card quotes it; `translatedFrom` marks the brokerage's translation. */
export interface QuotedReview extends ShownReview {
  readonly translatedFrom?: ShownReview['language']
}

/**
 * What the cards quote for a visitor: a review written in their language as written; else the
 * brokerage's translation into it, marked with the language it was translated from; else the
 * author's words in their own language. Those the visitor can read come first.
 */
export function quotedFor(
  reviews: readonly ShownReview[],
  language: ShownReview['language'],
): readonly QuotedReview[] {
  const quoted = reviews.map((review): QuotedReview => {
    const { translation } = review
    if (review.language === language || translation?.language !== language) return review
    return { ...review, language, body: translation.body, translatedFrom: review.language }
  })
  return inLanguageFirst(quoted, language)
}

/**
 * Those in the visitor's language come first, the others keep their order after them.
 */
export function inLanguageFirst<T extends { readonly language: string }>(
  reviews: readonly T[],
  language: string,
): readonly T[] {
  return [
    ...reviews.filter((review) => review.language === language),
    ...reviews.filter((review) => review.language !== language),
  ]
}

/** The carousel's footprint while reviews load, or a quiet line if they cannot. */
function ReviewsPlaceholder({ failed }: { readonly failed: boolean }) {
  const { t } = useTranslation('marketing')
  if (failed)
    return (
      <Typography
        role="status"
        sx={{ color: 'text.secondary', minHeight: SLIDE_HEIGHT_PX + CONTROLS_HEIGHT_PX }}
      >
        {t('reviews.failed')}
      </Typography>
    )
  return (
    <Stack
      role="status"
      aria-label={t('reviews.loading')}
      direction="row"
      spacing={3}
      sx={{ pt: `${String(CONTROLS_HEIGHT_PX)}px` }}
    >
      {Array.from({ length: REVIEW_SLIDES }, (_, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          height={SLIDE_HEIGHT_PX}
          // One card below 1024 px, as the carousel shows.
          sx={{ flex: 1, display: index === 0 ? 'block' : { xs: 'none', lg: 'block' } }}
        />
      ))}
    </Stack>
  )
}
