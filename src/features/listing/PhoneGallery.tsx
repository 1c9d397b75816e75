import Box from '@mui/material/Box'
import { startTransition, useEffect, useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/a11y'
import { GALLERY_SPEED_MS } from './galleryConstants'
import { PhotoButton } from './PhotoButton'
import { SlideArrows } from './SlideArrows'

export interface PhoneGalleryProps {
  readonly images: readonly string[]
  readonly alt: (index: number) => string
  /** Opens the full-screen gallery at a photo. */
  readonly onOpen: (index: number) => void
}

/**
 * The photos inline on small screens, in place of the grid: swipe, the previous and next
 * buttons, or the arrow keys while the carousel has focus (never the whole page's keys). It
 * wraps from the last photo to the first. Only the first photo loads eagerly.
 *
 * Swiper measures the page as it starts (tens of milliseconds on a phone): it starts once the first
 * photo has painted, in a task of its own, rather than inside the commit that mounts the page. Until
 * then the first photo sits in swiper's own markup, which looks the same.
 *
 * A slide gets its photo once the visitor is a slide away from it (the last too: the previous
 * button wraps to it), so starting swiper renders three photo buttons, not one per photo.
 */
export default function PhoneGallery({ images, alt, onOpen }: PhoneGalleryProps) {
  const { t } = useTranslation('detail')
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [index, setIndex] = useState(0)
  const [furthest, setFurthest] = useState(0)
  const positionId = useId()
  const [live, setLive] = useState(false)
  useEffect(() => {
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        startTransition(() => {
          setLive(true)
        })
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [])
  const photo = (image: string, i: number) => (
    <PhotoButton
      image={image}
      label={alt(i)}
      onClick={() => {
        onOpen(i)
      }}
      first={i === 0}
      // Only the photo in view takes part in the tab order.
      tabIndex={i === index ? 0 : -1}
    />
  )

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') swiper?.slideNext()
    else if (event.key === 'ArrowLeft') swiper?.slidePrev()
    else return
    event.preventDefault()
  }

  return (
    <Box
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={t('photos')}
      aria-describedby={positionId}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'chip.main',
        aspectRatio: '4 / 3',
        '& .swiper': { height: '100%' },
      }}
    >
      {live ? (
        <Swiper
          modules={[A11y]}
          speed={GALLERY_SPEED_MS}
          rewind
          a11y={{ enabled: true, slideRole: 'group' }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => {
            setIndex(instance.activeIndex)
            setFurthest((current) => Math.max(current, instance.activeIndex))
          }}
        >
          {images.map((image, i) => (
            <SwiperSlide key={image}>
              {i <= furthest + 1 || i === images.length - 1 ? photo(image, i) : null}
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div className="swiper">
          <div className="swiper-wrapper">
            {images[0] !== undefined && <div className="swiper-slide">{photo(images[0], 0)}</div>}
          </div>
        </div>
      )}
      <Box
        id={positionId}
        aria-live="polite"
        sx={{
          position: 'absolute',
          top: 12,
          right: 12,
          zIndex: 2,
          px: 1.25,
          py: 0.25,
          borderRadius: 4,
          bgcolor: 'rgba(11, 22, 32, 0.75)',
          color: 'common.white',
          fontSize: 14,
        }}
      >
        {t('photoPosition', { index: index + 1, count: images.length })}
      </Box>
      <SlideArrows swiper={swiper} inset={8} />
    </Box>
  )
}
