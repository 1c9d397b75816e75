import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { imageKeyPath } from '../../contract/imageKey'
import { config } from '../../src/app/config'
import { useNamespace } from '../../src/app/useNamespace'
import { PhotoGrid } from '../../src/features/listing/PhotoGrid'
import { detailStrings } from '../../src/features/listing/strings'
import { renderWithProviders } from '../renderWithProviders'
import { phoneScreen, wideScreen } from '../screens'

const images = ['home/a.jpg', 'home/b.jpg', 'home/c.jpg', 'home/d.jpg']
const address = '12 Queen Street West, Toronto'

/** The grid as the detail page renders it, with the page's strings. */
function Photos() {
  useNamespace('detail', detailStrings)
  return <PhotoGrid images={images} address={address} />
}

/**
 * jsdom lays nothing out and scrolls nothing: the strip is 360 px wide, as on a phone, and its
 * `scrollTo` moves it at once, with the scroll event a browser sends.
 */
const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 360,
  })
  HTMLElement.prototype.scrollTo = function (
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    this.scrollLeft = typeof options === 'object' ? (options.left ?? 0) : 0
    this.dispatchEvent(new Event('scroll'))
  }
})

afterEach(() => {
  wideScreen()
  if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width)
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo
})

/** The carousel's scrolling strip, which holds the slides. */
function stripOf(region: HTMLElement): HTMLElement {
  const strip = region.querySelector<HTMLElement>('[role="group"]')?.parentElement
  if (!strip) throw new Error('the carousel has no strip')
  return strip
}

/** Scrolls the strip to the photo at `index` by `way`, as a finger or a trackpad does, and it snaps. */
function swipeTo(region: HTMLElement, index: number, way: 'touch' | 'wheel' = 'touch') {
  const strip = stripOf(region)
  if (way === 'touch') fireEvent.touchStart(strip)
  else fireEvent.wheel(strip)
  strip.scrollLeft = index * 360
  fireEvent.scroll(strip)
}

describe('the photos on a phone', { timeout: 30_000 }, () => {
  beforeEach(phoneScreen)

  /** The carousel, once the phone's gallery has loaded. */
  async function renderCarousel() {
    const rendered = await renderWithProviders(<Photos />)
    const region = await screen.findByRole('region', { name: 'Photos' })
    expect(await within(region).findAllByRole('group')).toHaveLength(4)
    return { ...rendered, region }
  }

  it('shows a slide for every photo, the first with its photo, and where the visitor is', async () => {
    const { region } = await renderCarousel()
    const slides = within(region).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 4',
      '2 / 4',
      '3 / 4',
      '4 / 4',
    ])
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide')
    expect(within(slides[0]!).getByRole('button', { name: /^Photo 1 of 4/ })).toBeVisible()
    expect(within(region).getByText('1 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
  })

  it('follows a swipe: the photo that has come into view is the one counted', async () => {
    const { region } = await renderCarousel()
    swipeTo(region, 2)
    await waitFor(() => {
      expect(within(region).getByText('3 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
    })
    // The photo swiped to takes the tab order, and the next one's photo is now on its way.
    expect(within(region).getByRole('button', { name: /^Photo 3 of 4/ })).toHaveAttribute(
      'tabindex',
      '0',
    )
  })

  it('shows an inline carousel of every photo instead of the grid', async () => {
    const { region } = await renderCarousel()
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(region).getByText('1 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
    // A slide has its photo once the visitor is a slide away: the next, and the last (the
    // previous button wraps to it).
    const photos = within(region).getAllByRole('button', { name: /^Photo \d of 4/ })
    expect(photos.map((photo) => photo.getAttribute('aria-label')?.slice(0, 12))).toEqual([
      'Photo 1 of 4',
      'Photo 2 of 4',
      'Photo 4 of 4',
    ])
    // The alternative text keeps the address to 25 characters.
    expect(photos[0]).toHaveAccessibleName('Photo 1 of 4: 12 Queen Street West, Tor')
  })

  it.each(['touch', 'wheel'] as const)(
    'lets a %s take over from a move still under way',
    async (way) => {
      const { region, user } = await renderCarousel()
      // The strip starts a smooth scroll and is still on its way to the second photo.
      stripOf(region).scrollTo = () => undefined
      await user.click(within(region).getByRole('button', { name: 'Next photo' }))
      expect(within(region).getByText('2 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
      swipeTo(region, 2, way)
      await waitFor(() => {
        expect(within(region).getByText('3 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
      })
    },
  )

  it('gives a slide its photo once the visitor is a slide away from it', async () => {
    const { region, user } = await renderCarousel()
    expect(within(region).queryByRole('button', { name: /^Photo 3 of 4/ })).not.toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: 'Next photo' }))
    expect(await within(region).findByRole('button', { name: /^Photo 3 of 4/ })).toBeInTheDocument()
  })

  it('asks for medium images, the first at once and the others lazily', async () => {
    const { region } = await renderCarousel()
    const sources = Array.from(region.querySelectorAll('img'))
    expect(sources.map((img) => img.getAttribute('src'))).toEqual(
      [images[0], images[1], images[3]].map(
        (key) => `${config.imageCdnUrl}/${imageKeyPath(key ?? '')}?w=800&class=medium&f=webp`,
      ),
    )
    expect(sources.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
  })

  it('moves by the buttons and by the arrow keys while it has focus, wrapping round', async () => {
    const { region, user } = await renderCarousel()
    await user.click(within(region).getByRole('button', { name: 'Next photo' }))
    await waitFor(() => {
      expect(within(region).getByText('2 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
    })
    fireEvent.keyDown(within(region).getByRole('button', { name: /^Photo 2 of 4/ }), {
      key: 'ArrowRight',
    })
    await waitFor(() => {
      expect(within(region).getByText('3 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
    })
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    await waitFor(() => {
      expect(within(region).getByText('2 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
    })
    await user.click(within(region).getByRole('button', { name: 'Previous photo' }))
    await user.click(within(region).getByRole('button', { name: 'Previous photo' }))
    // From the first photo, back goes round to the last.
    await waitFor(() => {
      expect(within(region).getByText('4 / 4', { selector: '[aria-live]' })).toBeInTheDocument()
    })
    // Only the photo in view is in the tab order.
    const tabbable = within(region)
      .getAllByRole('button', { name: /^Photo \d of 4/ })
      .filter((photo) => photo.getAttribute('tabindex') === '0')
    expect(tabbable.map((photo) => photo.getAttribute('aria-label'))).toEqual([
      'Photo 4 of 4: 12 Queen Street West, Tor',
    ])
  })

  it('opens the full gallery at the photo pressed', async () => {
    const { region, user } = await renderCarousel()
    await user.click(within(region).getByRole('button', { name: /^Photo 1 of 4/ }))
    const dialog = await screen.findByRole('dialog', { name: /Photo gallery/ })
    expect(within(dialog).getByText('1 / 4')).toBeInTheDocument()
  })
})

describe('the photos on a wide screen', () => {
  it('shows the grid, without the carousel', async () => {
    await renderWithProviders(<Photos />)
    expect(screen.getAllByRole('button', { name: /^Photo \d of 4/ })).toHaveLength(4)
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show all 4 photos' })).toBeInTheDocument()
  })
})
