import Box from '@mui/material/Box'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
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
 * buttons, or the arrow keys while the carousel has focus (never the whole page's keys). The
 * buttons and keys wrap from the last photo to the first. Only the first photo loads eagerly.
 *
 * The strip is the browser's own scroller with snap points, as a phone's photo apps are: a swipe
 * is native scrolling (it follows the finger and flings at the phone's speed), and starting it
 * measures nothing, so the page's start-up does no carousel work.
 *
 * A slide gets its photo once the visitor is a slide away from it (the last too: the previous
 * button wraps to it), so the strip starts with three photo buttons, not one per photo.
 */
/**
 * Where a strip of `count` full-width slides stands: the slide in view, the furthest the visitor
 * has reached, and a move to a slide that wraps past either end. A swipe is the strip's own
 * scrolling; a move scrolls it too.
 */
function useStripPosition(strip: RefObject<HTMLDivElement | null>, count: number) {
  const [index, setIndex] = useState(0)
  const [furthest, setFurthest] = useState(0)
  // The slide a move is scrolling to: the slides it passes on the way are not the one in view
  // (nor announced as it).
  const heading = useRef<number | undefined>(undefined)

  useEffect(() => {
    const element = strip.current
    if (!element) return undefined
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (element.clientWidth === 0) return
        const shown = Math.round(element.scrollLeft / element.clientWidth)
        if (heading.current !== undefined && shown !== heading.current) return
        heading.current = undefined
        setIndex(shown)
        setFurthest((current) => Math.max(current, shown))
      })
    }
    // A finger or a wheel (a trackpad) on the strip takes over from a move under way.
    const onTakeOver = () => {
      heading.current = undefined
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    element.addEventListener('touchstart', onTakeOver, { passive: true })
    element.addEventListener('wheel', onTakeOver, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', onScroll)
      element.removeEventListener('touchstart', onTakeOver)
      element.removeEventListener('wheel', onTakeOver)
    }
  }, [strip])

  const moveTo = (target: number) => {
    const element = strip.current
    if (!element) return
    const shown = target >= count ? 0 : target < 0 ? count - 1 : target
    heading.current = shown
    setIndex(shown)
    setFurthest((current) => Math.max(current, shown))
    // The strip's own scroll behaviour: smooth, or at once for a visitor who asks for less motion.
    element.scrollTo({ left: shown * element.clientWidth })
  }

  return { index, furthest, moveTo }
}

export default function PhoneGallery({ images, alt, onOpen }: PhoneGalleryProps) {
  const { t } = useTranslation('detail')
  const strip = useRef<HTMLDivElement>(null)
  const { index, furthest, moveTo } = useStripPosition(strip, images.length)
  const positionId = useId()
  const last = images.length - 1

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') moveTo(index + 1)
    else if (event.key === 'ArrowLeft') moveTo(index - 1)
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
      }}
    >
      <Box
        ref={strip}
        sx={{
          display: 'flex',
          height: '100%',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollSnapType: 'x mandatory',
          scrollBehavior: 'smooth',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
        }}
      >
        {images.map((image, i) => (
          <Box
            key={image}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('photoPosition', { index: i + 1, count: images.length })}
            sx={{
              flex: '0 0 100%',
              height: '100%',
              scrollSnapAlign: 'start',
              scrollSnapStop: 'always',
            }}
          >
            {(i <= furthest + 1 || i === last) && (
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
            )}
          </Box>
        ))}
      </Box>
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
      <SlideArrows
        inset={8}
        onPrevious={() => {
          moveTo(index - 1)
        }}
        onNext={() => {
          moveTo(index + 1)
        }}
      />
    </Box>
  )
}
