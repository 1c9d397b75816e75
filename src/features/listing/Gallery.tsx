import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Keyboard } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/a11y'
import { listingImageUrl } from '../../services/realtyUrls'
import { GALLERY_SPEED_MS } from './galleryConstants'
import { SlideArrows } from './SlideArrows'
import { dark } from '../../app/theme/tokens'

export interface GalleryProps {
  readonly images: readonly string[]
  readonly start: number
  readonly alt: (index: number) => string
  readonly onClose: () => void
}

/**
 * Every photo full screen: swipe, arrow keys, or the previous and next buttons; it wraps from
 * the last photo to the first. Photos beyond the one shown load as they come near.
 */
export default function Gallery({ images, start, alt, onClose }: GalleryProps) {
  const { t } = useTranslation('detail')
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [index, setIndex] = useState(start)
  const titleId = useId()

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: dark.gallery, color: dark.ink } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600, pl: 1 }}>
          {t('gallery')}{' '}
          <Box component="span" aria-live="polite" sx={{ fontWeight: 400, ml: 1 }}>
            {t('photoPosition', { index: index + 1, count: images.length })}
          </Box>
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeGallery')} sx={{ color: dark.ink }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          '& .swiper': { height: '100%' },
          '& .swiper-slide': { display: 'grid', placeItems: 'center' },
        }}
      >
        <Swiper
          modules={[A11y, Keyboard]}
          initialSlide={start}
          speed={GALLERY_SPEED_MS}
          rewind
          keyboard={{ enabled: true, onlyInViewport: false }}
          a11y={{ enabled: true }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => {
            setIndex(instance.activeIndex)
          }}
        >
          {images.map((image, i) => (
            <SwiperSlide key={image}>
              <Box
                component="img"
                src={listingImageUrl(image, 'medium')}
                alt={alt(i)}
                loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                decoding="async"
                sx={{ maxWidth: '100%', maxHeight: 'calc(100vh - 80px)', objectFit: 'contain' }}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        <SlideArrows
          inset={12}
          onPrevious={() => swiper?.slidePrev()}
          onNext={() => swiper?.slideNext()}
        />
      </Box>
    </Dialog>
  )
}
