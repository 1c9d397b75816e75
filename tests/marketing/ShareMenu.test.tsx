import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COPIED_FOR_MS, ShareMenu } from '../../src/ui/ShareMenu'
import { renderWithProviders } from '../renderWithProviders'

const url = 'https://homewise.example/real-estate/about'

describe('ShareMenu', () => {
  it('offers three networks in a new tab, each sharing this page', async () => {
    const { user } = await renderWithProviders(<ShareMenu url={url} title="About Homewise" />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    const menu = screen.getByRole('menu', { name: 'Share' })
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
      'Copy link',
    ])
    const encoded = encodeURIComponent(url)
    expect(items[0]).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    )
    expect(items[1]).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encoded}&text=About%20Homewise`,
    )
    expect(items[2]).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    )
    for (const item of items.slice(0, 3)) {
      expect(item).toHaveAttribute('target', '_blank')
      expect(item).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('copies the link and reads Copied! for a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = await renderWithProviders(<ShareMenu url={url} title="About Homewise" />)
    await user.click(screen.getByRole('button', { name: 'Share' }))
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }))
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Copied!')
    expect(await navigator.clipboard.readText()).toBe(url)
    act(() => {
      vi.advanceTimersByTime(COPIED_FOR_MS)
    })
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument()
  })
})

describe('the About page', () => {
  it('shares itself from the hero', async () => {
    const { user } = await renderWithProviders(undefined, { route: '/about' })
    const hero = screen.getByRole('region', {
      name: 'A GTA brokerage built around one promise: no surprises',
    })
    await user.click(within(hero).getByRole('button', { name: 'Share' }))
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }))
    expect(await within(hero).findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/real-estate/about')
  })
})
