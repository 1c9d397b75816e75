import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PageNav } from '../../src/ui/PageNav'
import { renderWithProviders } from '../renderWithProviders'

describe('page navigation', () => {
  it('is not there for a single page', async () => {
    await renderWithProviders(<PageNav label="Pages" pages={1} page={1} onPage={vi.fn()} />)
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  })

  it('names its landmark, marks the current page and hands over the page pressed', async () => {
    const onPage = vi.fn()
    const { user } = await renderWithProviders(
      <PageNav label="Pages" pages={3} page={1} onPage={onPage} compact />,
    )
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(nav).toContainElement(screen.getByRole('button', { name: 'page 1' }))
    expect(screen.getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }))
    expect(onPage).toHaveBeenCalledWith(3)
  })
})
