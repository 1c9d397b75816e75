import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShareMenu } from '../../src/ui/ShareMenu'
import { renderWithProviders } from '../renderWithProviders'

const url = 'https://example.ca/real-estate/detail/x'
const desktopMatchMedia = window.matchMedia.bind(window)

function touchScreen(coarse: boolean) {
  window.matchMedia = (query: string): MediaQueryList =>
    Object.assign(desktopMatchMedia(query), {
      matches: query.includes('pointer: coarse') ? coarse : desktopMatchMedia(query).matches,
    })
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia
  Reflect.deleteProperty(navigator, 'share')
})

describe('ShareMenu', () => {
  it('opens the system share sheet on a phone that has one, and no menu', async () => {
    touchScreen(true)
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user } = await renderWithProviders(<ShareMenu url={url} title="12 Queen St W" />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({ title: '12 Queen St W', url })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('keeps the menu on a desktop, even with navigator.share', async () => {
    touchScreen(false)
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user } = await renderWithProviders(<ShareMenu url={url} title="12 Queen St W" />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    expect(share).not.toHaveBeenCalled()
  })

  it('falls back to the menu on a phone without a share sheet', async () => {
    touchScreen(true)
    const { user } = await renderWithProviders(<ShareMenu url={url} title="12 Queen St W" />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })
})
