import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../ui/PageMeta'
import { PhotoSkeleton } from '../../ui/PhotoSkeleton'
import { LISTING_NAV_GAP, LISTING_NAV_HEIGHT, LISTING_PAGE_PADDING } from './listingLayout'

/**
 * The page's geometry while the listing loads: photo grid, text column, side panel. It fills the
 * window, as the loaded page always does, so the footer below starts out of sight and does not
 * move when the listing arrives.
 */
export function DetailSkeleton({ label }: { readonly label: string }) {
  const { t } = useTranslation('detail')
  return (
    <>
      {/* The listing's own title and description replace these once it has loaded. */}
      <PageMeta {...t('meta.listing', { returnObjects: true })} />
      <Container
        maxWidth="lg"
        sx={{ ...LISTING_PAGE_PADDING, minHeight: '100vh' }}
        aria-busy="true"
        aria-label={label}
        role="status"
      >
        {/* The listing's bar (back, map, save, share) at its height: the photo below starts
            where the loaded page's does. */}
        <Skeleton
          variant="rectangular"
          width={220}
          height={LISTING_NAV_HEIGHT}
          sx={{ mb: LISTING_NAV_GAP, borderRadius: 2 }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
            gridTemplateRows: { md: 'repeat(2, 210px)' },
          }}
        >
          {/* The loaded page's first photo, in the same box (PhotoGrid), shown here from the
              listing's answer before the app runs. */}
          <PhotoSkeleton
            firstPhoto="listing"
            sx={{
              gridRow: { md: 'span 2' },
              aspectRatio: { xs: '4 / 3', md: 'auto' },
              borderRadius: 2,
            }}
          />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton
              key={i}
              variant="rectangular"
              sx={{ display: { xs: 'none', md: 'block' }, height: 'auto', borderRadius: 2 }}
            />
          ))}
        </Box>
        <Box
          sx={{ display: 'grid', gap: 4, mt: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
        >
          <div>
            <Skeleton width="50%" height={48} />
            <Skeleton width="70%" />
            <Skeleton width="40%" />
            <Skeleton variant="rectangular" height={180} sx={{ mt: 3, borderRadius: 2 }} />
          </div>
          <Skeleton
            variant="rectangular"
            height={260}
            sx={{ display: { xs: 'none', md: 'block' }, borderRadius: 2 }}
          />
        </Box>
      </Container>
    </>
  )
}
