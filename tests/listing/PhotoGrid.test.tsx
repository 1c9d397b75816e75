import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
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

/** jsdom lays nothing out; swiper needs a width to move between slides, as on a 360 px phone. */
const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 360,
  })
})

afterEach(() => {
  wideScreen()
  if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width)
})

describe('the photos on a phone', { timeout: 30_000 }, () => {
  beforeEach(phoneScreen)

  /** The carousel once swiper has started, after the first photo's paint. */
  async function renderCarousel() {
    const rendered = await renderWithProviders(<Photos />)
    const region = await screen.findByRole('region', { name: 'Photos' })
    expect(await within(region).findAllByRole('group')).toHaveLength(4)
    return { ...rendered, region }
  }

  it('shows the first photo in the carousel at once, and swiper starts after it has painted', async () => {
    await renderWithProviders(<Photos />)
    const region = await screen.findByRole('region', { name: 'Photos' })
    expect(within(region).queryAllByRole('group')).toHaveLength(0)
    expect(within(region).getByRole('button', { name: /^Photo 1 of 4/ })).toBeInTheDocument()
    expect(within(region).getByText('1 / 4')).toBeInTheDocument()
    expect(await within(region).findAllByRole('group')).toHaveLength(4)
  })

  it('shows an inline carousel of every photo instead of the grid', async () => {
    const { region } = await renderCarousel()
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(region).getByText('1 / 4')).toBeInTheDocument()
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
        (key) => `${config.imageCdnUrl}/${encodeURIComponent(key ?? '')}?w=800&class=medium&f=webp`,
      ),
    )
    expect(sources.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy'])
  })

  it('moves by the buttons and by the arrow keys while it has focus, wrapping round', async () => {
    const { region, user } = await renderCarousel()
    await user.click(within(region).getByRole('button', { name: 'Next photo' }))
    await waitFor(() => {
      expect(within(region).getByText('2 / 4')).toBeInTheDocument()
    })
    fireEvent.keyDown(within(region).getByRole('button', { name: /^Photo 2 of 4/ }), {
      key: 'ArrowRight',
    })
    await waitFor(() => {
      expect(within(region).getByText('3 / 4')).toBeInTheDocument()
    })
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    await waitFor(() => {
      expect(within(region).getByText('2 / 4')).toBeInTheDocument()
    })
    await user.click(within(region).getByRole('button', { name: 'Previous photo' }))
    await user.click(within(region).getByRole('button', { name: 'Previous photo' }))
    // From the first photo, back goes round to the last.
    await waitFor(() => {
      expect(within(region).getByText('4 / 4')).toBeInTheDocument()
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
