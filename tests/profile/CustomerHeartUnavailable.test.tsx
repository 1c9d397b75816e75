import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SavedHomeInput } from '../../contract/customer'
import { SaveHomeButton } from '../../src/features/profile'
import { renderWithProviders } from '../renderWithProviders'

// The customer's heart loads on its own; here its code cannot be fetched (offline).
vi.mock('../../src/features/profile/CustomerHeart', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

const home: SavedHomeInput = {
  mlsNumber: 'C5001960',
  boardId: 2,
  address: '1 Windermere Ave, Toronto',
  path: '/detail/on/toronto/forest-hill-south/1-windermere-ave-m5p-6y0/C5001960/2',
  price: 1_869_900,
  imageKey: null,
}

describe("a customer's heart whose code cannot load", () => {
  it('stays drawn and disabled, and the page goes on', async () => {
    await renderWithProviders(
      <>
        <SaveHomeButton home={home} />
        <p>The rest of the page</p>
      </>,
      { preloadedState: { session: { status: 'active', user: null } } },
    )
    const heart = await screen.findByRole('button', { name: /^Save 1 Windermere Ave/ })
    // The page asked for the heart's code first, so once this later ask has failed, the page's has
    // too; React then commits whatever that failure would change (nothing replaces the heart).
    await act(async () => {
      await expect(import('../../src/features/profile/CustomerHeart')).rejects.toThrow()
    })
    expect(heart).toBeDisabled()
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('The rest of the page')).toBeInTheDocument()
  })
})
