import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Swiper as SwiperInstance } from 'swiper'
import 'swiper/css'
import 'swiper/css/a11y'
import { useDrawnAsBuilt } from '../../../ui/hydration'
import { LazyBoundary } from '../../../ui/LazyBoundary'
import { useNearViewport } from '../../../ui/useNearViewport'

const SwiperTrack = lazy(async () => ({ default: (await import('./SwiperTrack')).SwiperTrack }))

/** Slides slide in 500 ms. */
export const CAROUSEL_SPEED_MS = 500
/** Below this width every carousel shows one slide. */
export const CAROUSEL_BREAKPOINT_PX = 1024
const GAP_PX = 24

/**
 * How many slides the window shows, before swiper has started and measured it; unknown (null)
 * in the build-time render and its hydration, where CSS picks the count's text by width.
 */
function slidesInView(desktopSlides: number, drawnAsBuilt: boolean): number | null {
  if (drawnAsBuilt) return null
  const wide =
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(min-width: ${String(CAROUSEL_BREAKPOINT_PX)}px)`).matches
  return wide ? desktopSlides : 1
}

/** A focused element as the index of its slide and its index among that slide's focusables. */
interface FocusPlace {
  readonly slide: number
  readonly focusable: number
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

function focusPlace(target: Element): FocusPlace | null {
  const slide = target.closest('.swiper-slide')
  if (!slide?.parentElement) return null
  return {
    slide: [...slide.parentElement.children].indexOf(slide),
    focusable: [...slide.querySelectorAll(FOCUSABLE)].indexOf(target),
  }
}

function focusAt(slides: readonly HTMLElement[], place: FocusPlace) {
  const element = slides[place.slide]?.querySelectorAll<HTMLElement>(FOCUSABLE)[place.focusable]
  element?.focus()
}

export interface CarouselProps<T> {
  readonly items: readonly T[]
  /** The carousel's accessible name. */
  readonly label: string
  /** Slides in view from 1024 px up; one below. */
  readonly desktopSlides: number
  /** Height kept before the slides are measured, so nothing moves while the carousel starts. */
  readonly minHeight: { readonly phone: number; readonly desktop: number }
  readonly keyOf: (item: T) => string
  readonly renderSlide: (item: T) => ReactNode
}

/**
 * A swiper carousel with labelled previous and next buttons, arrow keys while focus is inside, a
 * visible position, and slides announced as a group each. The slides' CSS widths match what
 * swiper will compute, so the first paint already has the final geometry.
 *
 * Swiper measures the page as it starts (tens of milliseconds on a phone, in one task), so it
 * starts when the carousel comes within a screen of view, or when its buttons or slides are used
 * first; until then (and while swiper's code loads) the same slides sit in swiper's own markup,
 * which looks the same.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, label, desktopSlides, minHeight, keyOf, renderSlide } = props
  const { t } = useTranslation('marketing')
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const { ref, near, reveal } = useNearViewport<HTMLElement>('100%')
  /** A step asked for before swiper had started, taken as soon as it has. */
  const pendingStep = useRef<'previous' | 'next' | null>(null)
  /** Where focus was inside a slide when swiper started and its slides replaced these. */
  const focusInSlide = useRef<FocusPlace | null>(null)
  const drawnAsBuilt = useDrawnAsBuilt()
  const [position, setPosition] = useState(() => ({
    index: 0,
    perView: slidesInView(desktopSlides, drawnAsBuilt),
  }))
  const track = (instance: SwiperInstance) => {
    const perView = instance.params.slidesPerView
    setPosition({ index: instance.activeIndex, perView: typeof perView === 'number' ? perView : 1 })
  }
  const step = (direction: 'previous' | 'next') => {
    if (!swiper) {
      pendingStep.current = direction
      reveal()
    } else if (direction === 'next') swiper.slideNext()
    else swiper.slidePrev()
  }
  const start = (instance: SwiperInstance) => {
    setSwiper(instance)
    track(instance)
    if (ref.current?.contains(document.activeElement)) instance.keyboard.enable()
    if (focusInSlide.current) {
      focusAt(instance.slides, focusInSlide.current)
      instance.keyboard.enable()
      focusInSlide.current = null
    }
    if (pendingStep.current === 'next') instance.slideNext()
    if (pendingStep.current === 'previous') instance.slidePrev()
    pendingStep.current = null
  }
  /** The slides in swiper's markup before it runs: its CSS gives them the same geometry. */
  const standIn = (
    <div className="swiper">
      <div className="swiper-wrapper">
        {items.map((item) => (
          <div key={keyOf(item)} className="swiper-slide">
            {renderSlide(item)}
          </div>
        ))}
      </div>
    </div>
  )
  const desktop = `@media (min-width: ${String(CAROUSEL_BREAKPOINT_PX)}px)`
  const desktopWidth = `calc((100% - ${String(GAP_PX * (desktopSlides - 1))}px) / ${String(desktopSlides)})`

  return (
    <Box
      ref={ref}
      component="section"
      aria-label={label}
      aria-roledescription={t('carousel.roleDescription')}
      onFocus={(event) => {
        if (swiper) {
          swiper.keyboard.enable()
          return
        }
        focusInSlide.current = focusPlace(event.target)
        reveal()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) swiper?.keyboard.disable()
      }}
    >
      <CarouselControls
        position={position}
        count={items.length}
        desktopSlides={desktopSlides}
        onStep={step}
      />
      <Box
        sx={{
          minHeight: minHeight.phone,
          '& .swiper-slide': { width: '100%', height: 'auto', marginRight: `${String(GAP_PX)}px` },
          [desktop]: {
            minHeight: minHeight.desktop,
            '& .swiper-slide': { width: desktopWidth },
          },
          '& .swiper': { pb: 0.5, px: 0.5, mx: -0.5 },
        }}
      >
        {near ? (
          // Until swiper's code has arrived (or if it cannot), the same slides stay in its markup.
          <LazyBoundary fallback={standIn}>
            <SwiperTrack
              slides={items.map((item) => ({ key: keyOf(item), content: renderSlide(item) }))}
              speed={CAROUSEL_SPEED_MS}
              gap={GAP_PX}
              breakpoint={CAROUSEL_BREAKPOINT_PX}
              desktopSlides={desktopSlides}
              slideRole={t('carousel.slideRole')}
              slideLabel={t('carousel.slide', {
                index: '{{index}}',
                slidesLength: '{{slidesLength}}',
              })}
              onStart={start}
              onMove={track}
            />
          </LazyBoundary>
        ) : (
          standIn
        )}
      </Box>
    </Box>
  )
}

/** The visible position ('1–3 of 8') and the previous and next buttons, over the slides. */
function CarouselControls({
  position,
  count,
  desktopSlides,
  onStep,
}: {
  readonly position: { readonly index: number; readonly perView: number | null }
  readonly count: number
  readonly desktopSlides: number
  readonly onStep: (direction: 'previous' | 'next') => void
}) {
  const { t } = useTranslation('marketing')
  const from = position.index + 1
  const positionText = (perView: number) => {
    const to = Math.min(position.index + perView, count)
    return to > from
      ? t('carousel.position', { from, to, count })
      : t('carousel.slide', { index: from, slidesLength: count })
  }
  const desktop = `@media (min-width: ${String(CAROUSEL_BREAKPOINT_PX)}px)`
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', mb: 2 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
        {position.perView === null ? (
          <>
            <Box component="span" sx={{ [desktop]: { display: 'none' } }}>
              {positionText(1)}
            </Box>
            <Box component="span" sx={{ display: 'none', [desktop]: { display: 'inline' } }}>
              {positionText(desktopSlides)}
            </Box>
          </>
        ) : (
          positionText(position.perView)
        )}
      </Typography>
      <IconButton
        aria-label={t('carousel.previous')}
        onClick={() => {
          onStep('previous')
        }}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={t('carousel.next')}
        onClick={() => {
          onStep('next')
        }}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  )
}
