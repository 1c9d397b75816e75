import type { ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Keyboard } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

export interface SwiperTrackProps {
  readonly slides: readonly { readonly key: string; readonly content: ReactNode }[]
  readonly speed: number
  readonly gap: number
  readonly breakpoint: number
  readonly desktopSlides: number
  /** Swiper's a11y module's texts. */
  readonly slideRole: string
  readonly slideLabel: string
  readonly onStart: (instance: SwiperInstance) => void
  readonly onMove: (instance: SwiperInstance) => void
}

/**
 * The carousel's running swiper. A module of its own, so swiper's code (about 26 kB gzip) loads
 * when a carousel comes near the viewport rather than with the page (see Carousel).
 */
export function SwiperTrack({
  slides,
  speed,
  gap,
  breakpoint,
  desktopSlides,
  slideRole,
  slideLabel,
  onStart,
  onMove,
}: SwiperTrackProps) {
  return (
    <Swiper
      modules={[A11y, Keyboard]}
      speed={speed}
      slidesPerView={1}
      spaceBetween={gap}
      rewind
      breakpoints={{ [breakpoint]: { slidesPerView: desktopSlides } }}
      keyboard={{ enabled: false, onlyInViewport: false, pageUpDown: false }}
      a11y={{ itemRoleDescriptionMessage: slideRole, slideLabelMessage: slideLabel }}
      onSwiper={onStart}
      onSlideChange={onMove}
      onBreakpoint={onMove}
      onAfterInit={onMove}
    >
      {slides.map(({ key, content }) => (
        <SwiperSlide key={key}>{content}</SwiperSlide>
      ))}
    </Swiper>
  )
}
