import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../renderWithProviders'
import { shellOnly } from './shellOnly'

describe('Language switch', () => {
  it('switches the whole shell to French and remembers the choice', async () => {
    const { user } = await renderWithProviders(undefined, { routes: shellOnly })
    const footer = await screen.findByRole('contentinfo')
    await user.click(within(footer).getByRole('button', { name: 'Français' }))

    expect(await screen.findByRole('link', { name: 'Acheter' })).toBeInTheDocument()
    expect(within(footer).getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(document.documentElement.lang).toBe('fr')
    expect(window.localStorage.getItem('language')).toBe('fr')
  })

  it('starts in the remembered language', async () => {
    window.localStorage.setItem('language', 'fr')
    const { i18n } = await renderWithProviders(undefined, { routes: shellOnly })
    expect(i18n.language).toBe('fr')
    expect(screen.getByRole('link', { name: 'Acheter' })).toBeInTheDocument()
  })
})
