import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RealtorsSection, ReviewsSection } from '../../src/features/marketing'
import { observerInView } from '../observerInView'
import { renderWithProviders } from '../renderWithProviders'

// jsdom lays nothing out: give swiper a width to place slides in.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200)
})

/** Media queries answer as a window `width` pixels wide would. */
function windowWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1]
    return {
      matches: min !== undefined && width >= Number(min),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList
  })
}

/** Swiper reads `keyCode`, which user-event leaves at 0; a browser sets it. */
function arrow(key: 'ArrowLeft' | 'ArrowRight') {
  fireEvent.keyDown(document.activeElement ?? document.body, {
    key,
    keyCode: key === 'ArrowLeft' ? 37 : 39,
  })
}

describe('review carousel', () => {
  it('moves with the labelled buttons and the arrow keys, rewinding at the end', async () => {
    windowWidth(1440)
    const { user } = await renderWithProviders(<ReviewsSection />)
    const carousel = await screen.findByRole('region', { name: 'Client reviews' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(carousel).getByText('1–3 of 5')).toBeInTheDocument()

    await user.tab()
    expect(within(carousel).getByRole('button', { name: 'Previous' })).toHaveFocus()
    await user.tab()
    const next = within(carousel).getByRole('button', { name: 'Next' })
    expect(next).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await within(carousel).findByText('2–4 of 5')).toBeInTheDocument()
    await user.keyboard(' ')
    expect(await within(carousel).findByText('3–5 of 5')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(await within(carousel).findByText('1–3 of 5')).toBeInTheDocument()

    arrow('ArrowRight')
    expect(await within(carousel).findByText('2–4 of 5')).toBeInTheDocument()
    arrow('ArrowLeft')
    expect(await within(carousel).findByText('1–3 of 5')).toBeInTheDocument()
  })

  it('labels each slide for screen readers', async () => {
    await renderWithProviders(<ReviewsSection />)
    const slides = within(
      await screen.findByRole('region', { name: 'Client reviews' }),
    ).getAllByRole('group')
    expect(slides).toHaveLength(5)
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 5')
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide')
  })

  it('shows one review at a time below 1024 px', async () => {
    windowWidth(1023)
    const { user } = await renderWithProviders(<ReviewsSection />)
    const carousel = await screen.findByRole('region', { name: 'Client reviews' })
    expect(within(carousel).getByText('1 of 5')).toBeInTheDocument()
    await user.click(within(carousel).getByRole('button', { name: 'Next' }))
    expect(await within(carousel).findByText('2 of 5')).toBeInTheDocument()
  })

  it('ignores arrow keys while focus is elsewhere', async () => {
    windowWidth(1440)
    await renderWithProviders(<ReviewsSection />)
    const carousel = await screen.findByRole('region', { name: 'Client reviews' })
    arrow('ArrowRight')
    expect(within(carousel).getByText('1–3 of 5')).toBeInTheDocument()
  })
})

describe('realtor carousel', () => {
  it('shows two realtors at a time on desktop and steps with Previous', async () => {
    windowWidth(1024)
    const { user } = await renderWithProviders(<RealtorsSection />)
    const carousel = screen.getByRole('region', { name: 'Realtors' })
    expect(within(carousel).getByText('1–2 of 6')).toBeInTheDocument()
    await user.click(within(carousel).getByRole('button', { name: 'Previous' }))
    expect(await within(carousel).findByText('5–6 of 6')).toBeInTheDocument()
  })
})

describe('a carousel out of view', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows its slides and position before swiper starts, and starts within a screen of view', async () => {
    windowWidth(1440)
    const scrollNear = observerInView()
    await renderWithProviders(<RealtorsSection />)
    const carousel = screen.getByRole('region', { name: 'Realtors' })
    expect(within(carousel).getByText('1–2 of 6')).toBeInTheDocument()
    expect(within(carousel).queryAllByRole('group')).toHaveLength(0)
    expect(carousel.querySelector('.swiper-slide')).not.toBeNull()

    scrollNear()
    expect(await within(carousel).findAllByRole('group')).toHaveLength(6)
    expect(within(carousel).getByText('1–2 of 6')).toBeInTheDocument()
  })

  it('takes a step asked for before swiper started', async () => {
    windowWidth(1440)
    observerInView()
    const { user } = await renderWithProviders(<RealtorsSection />)
    const carousel = screen.getByRole('region', { name: 'Realtors' })
    await user.click(within(carousel).getByRole('button', { name: 'Next' }))
    expect(await within(carousel).findByText('2–3 of 6')).toBeInTheDocument()
  })

  it('keeps focus on the link a visitor tabbed to when swiper starts', async () => {
    windowWidth(1440)
    observerInView()
    await renderWithProviders(<RealtorsSection />)
    const carousel = screen.getByRole('region', { name: 'Realtors' })
    const link = within(carousel).getAllByRole('link')[1]
    const name = link?.textContent ?? ''
    act(() => {
      link?.focus()
    })
    await within(carousel).findAllByRole('group')
    expect(document.activeElement).not.toBe(link)
    expect(document.activeElement).toHaveTextContent(name)
    expect(document.activeElement?.closest('[role="group"]')).not.toBeNull()
  })
})
