import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '../../src/app/i18n'
import { renderWithProviders } from '../renderWithProviders'
import { shellOnly } from './shellOnly'

/** How often the header's and the footer's logos were drawn: each once per render of its frame. */
const drawn = vi.hoisted(() => ({ header: 0, footer: 0 }))

vi.mock('../../src/ui/Logo', async (importOriginal) => {
  const { Logo } = await importOriginal<typeof import('../../src/ui/Logo')>()
  return {
    Logo: (props: Parameters<typeof Logo>[0]) => {
      drawn[props.inverted ? 'footer' : 'header'] += 1
      return <Logo {...props} />
    },
  }
})

describe('the header and the footer on a new address', { timeout: 30_000 }, () => {
  it('are not drawn again when the map writes its view into the address', async () => {
    const { router, i18n } = await renderWithProviders(undefined, {
      routes: shellOnly,
      route: '/map/43.6532;-79.3832?z=13',
    })
    await screen.findByRole('contentinfo')
    const before = { ...drawn }
    expect(before.header).toBeGreaterThan(0)
    expect(before.footer).toBeGreaterThan(0)

    // As after a pan: the view's point and zoom replace the entry, the query string alone, then
    // the point too.
    await act(() => router.navigate('/map/43.6532;-79.3832?z=14', { replace: true }))
    await act(() => router.navigate('/map/43.6611;-79.4012?z=14', { replace: true }))
    expect(router.state.location.search).toBe('?z=14')
    expect(drawn).toEqual(before)
    // The login link still brings the visitor back to the view on screen.
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/real-estate/map/43.6611;-79.4012?z=14')}`,
    )

    // A new language redraws both, so the counts above would have seen a redraw.
    await act(() => changeLanguage(i18n, 'fr'))
    expect(drawn.header).toBeGreaterThan(before.header)
    expect(drawn.footer).toBeGreaterThan(before.footer)
  })
})
