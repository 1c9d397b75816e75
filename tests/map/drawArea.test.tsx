import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../renderWithProviders'
import { answer, freshMapPageEachTest } from './mapCalls'

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return { MapViewAdapter: FakeMapView }
})

const { fakeDraw, fakeDrawTools } = await import('./fakeMapView')

freshMapPageEachTest()

const at = (latitude: number, longitude: number) => ({ latitude, longitude })
/** A triangle over downtown Toronto, inside the fake map's view of ±0.01° around the centre. */
const TRIANGLE = [at(43.648, -79.386), at(43.657, -79.38), at(43.648, -79.374)]
/** A `map` parameter's distinct corners, in a fixed order (clipping may start the ring anywhere). */
const cornersOf = (area: string | null | undefined) =>
  [
    ...new Set(
      ((JSON.parse(area ?? '[[]]') as number[][][])[0] ?? []).map((corner) => corner.join(',')),
    ),
  ].sort()
const TRIANGLE_MAP = cornersOf(
  JSON.stringify([TRIANGLE.map((p) => [p.longitude, p.latitude])]),
).join(';')
const BOW_TIE = [at(43.645, -79.39), at(43.655, -79.37), at(43.655, -79.39), at(43.645, -79.37)]

/** Draws a line as terra-draw reports a finished one. */
/** Finishes a line; awaited, since the answer may show a part whose strings still load. */
async function drawLine(line: readonly { latitude: number; longitude: number }[]) {
  const draw = fakeDraw.current
  if (!draw) throw new Error('the map was not given drawing')
  await act(async () => {
    draw.onLine(line)
    await Promise.resolve()
  })
}

/** Presses Draw and waits until the map draws freehand. */
async function startDrawing(user: { click: (element: Element) => Promise<void> }, name = 'Draw') {
  // The toolbar's tooltip loads on the first hover and may take a click that lands as it does.
  await waitFor(async () => {
    const button = await screen.findByRole('button', { name })
    if (button.getAttribute('aria-pressed') !== 'true') await user.click(button)
    expect(fakeDraw.current?.mode).toBe('freehand')
  })
}

const pinAreas = (asked: URLSearchParams[]) =>
  asked
    .filter((params) => params.get('cluster') === 'true')
    .map((params) => cornersOf(params.get('map')).join(';'))

describe('drawing a search area', () => {
  it('a drawn triangle becomes the search area, in the URL, with Clear Bounds', async () => {
    const asked = answer({})
    const { user, router } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=15',
    })
    const map = await screen.findByRole('region', { name: 'Map of listings' })
    expect(map).toHaveAttribute('data-draw-mode', 'off')
    await user.click(screen.getByRole('button', { name: 'Draw' }))
    const panel = await screen.findByRole('group', { name: 'Draw a search area' })
    await waitFor(() => {
      expect(panel).toHaveFocus()
    })
    expect(map).toHaveAttribute('data-draw-mode', 'freehand')
    await user.click(within(panel).getByRole('button', { name: 'Point by point' }))
    expect(map).toHaveAttribute('data-draw-mode', 'polygon')

    await drawLine(TRIANGLE)
    await waitFor(() => {
      expect(router.state.location.search).toContain('drawn=')
    })
    expect(screen.queryByRole('group', { name: 'Draw a search area' })).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Clear Bounds' })).toBeInTheDocument()
    await waitFor(() => {
      expect(pinAreas(asked)).toContain(TRIANGLE_MAP)
    })
    // The drawn area stays editable: its corners can be dragged.
    expect(map).toHaveAttribute('data-draw-mode', 'edit')
    expect(fakeDraw.current?.area).toEqual(TRIANGLE)

    await user.click(screen.getByRole('button', { name: 'Clear Bounds' }))
    await waitFor(() => {
      expect(router.state.location.search).not.toContain('drawn=')
    })
    expect(map).toHaveAttribute('data-draw-mode', 'off')
  })

  it('says how to draw only once the map draws (until then a drag on it pans)', async () => {
    answer({})
    fakeDrawTools.readyAtOnce = false
    try {
      const { user } = await renderWithProviders(undefined, {
        route: '/map/43.6532;-79.3832?z=15',
      })
      await startDrawing(user)
      expect(screen.getByRole('button', { name: 'Draw' })).toHaveAttribute('aria-pressed', 'true')
      expect(screen.queryByRole('group', { name: 'Draw a search area' })).not.toBeInTheDocument()
      act(() => {
        fakeDraw.current?.onReady(true)
      })
      const panel = await screen.findByRole('group', { name: 'Draw a search area' })
      await waitFor(() => {
        expect(panel).toHaveFocus()
      })
    } finally {
      fakeDrawTools.readyAtOnce = true
    }
  })

  it('a line that crosses itself is explained and not searched', async () => {
    const asked = answer({})
    const { user, router } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=15',
    })
    await startDrawing(user)
    await drawLine(BOW_TIE)
    expect(await screen.findByRole('alert')).toHaveTextContent('The outline crosses itself')
    expect(router.state.location.search).not.toContain('drawn=')
    expect(screen.getByRole('region', { name: 'Map of listings' })).toHaveAttribute(
      'data-draw-mode',
      'freehand',
    )
    expect(pinAreas(asked).some((area) => area.includes('-79.37,43.645'))).toBe(false)
    // The next line is searched, and the message goes.
    await drawLine(TRIANGLE)
    await waitFor(() => {
      expect(router.state.location.search).toContain('drawn=')
    })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('dragging a corner searches the changed area; Back returns to the one before', async () => {
    answer({})
    const { user, router } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=15',
    })
    await startDrawing(user)
    await drawLine(TRIANGLE)
    await waitFor(() => {
      expect(fakeDraw.current?.area).toEqual(TRIANGLE)
    })
    const moved = [TRIANGLE[0], at(43.659, -79.381), TRIANGLE[2]].flatMap((p) => p ?? [])
    await drawLine(moved)
    await waitFor(() => {
      expect(fakeDraw.current?.area).toEqual(moved)
    })
    await act(() => router.navigate(-1))
    await waitFor(() => {
      expect(fakeDraw.current?.area).toEqual(TRIANGLE)
    })
    await act(() => router.navigate(-1))
    await waitFor(() => {
      expect(router.state.location.search).not.toContain('drawn=')
    })
    expect(screen.queryByRole('button', { name: 'Clear Bounds' })).not.toBeInTheDocument()
  })

  it('keeps a drawn area from the URL (a reload, a bookmark, a saved search)', async () => {
    const asked = answer({})
    const { encodeDrawnArea } = await import('../../src/lib/drawnArea')
    await renderWithProviders(undefined, {
      route: `/map/43.6532;-79.3832?z=15&drawn=${encodeDrawnArea(TRIANGLE)}`,
    })
    expect(await screen.findByRole('button', { name: 'Clear Bounds' })).toBeInTheDocument()
    await waitFor(() => {
      expect(pinAreas(asked)).toContain(TRIANGLE_MAP)
    })
    expect(pinAreas(asked).every((area) => area === TRIANGLE_MAP)).toBe(true)
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeInTheDocument()
  })

  it('Search this area takes the view as the area, for keyboard users', async () => {
    const asked = answer({})
    const { user, router } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=15',
    })
    screen.getByRole('button', { name: 'Draw' }).focus()
    await user.keyboard('{Enter}')
    const panel = await screen.findByRole('group', { name: 'Draw a search area' })
    await user.click(within(panel).getByRole('button', { name: 'Search this area' }))
    await waitFor(() => {
      expect(router.state.location.search).toContain('drawn=')
    })
    await waitFor(() => {
      expect(pinAreas(asked).at(-1)).toBe(
        '-79.3732,43.6432;-79.3732,43.6632;-79.3932,43.6432;-79.3932,43.6632',
      )
    })
  })

  it('is in French for a French visitor', async () => {
    answer({})
    await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=15',
      language: 'fr',
    })
    // The press is awaited in act: in French it may show a part whose strings still load.
    const draw = await screen.findByRole('button', { name: 'Dessiner' })
    await act(async () => {
      draw.click()
      await Promise.resolve()
    })
    await waitFor(() => {
      expect(fakeDraw.current?.mode).toBe('freehand')
    })
    const panel = await screen.findByRole('group', { name: 'Dessiner une zone de recherche' })
    expect(within(panel).getByRole('button', { name: 'Chercher dans cette zone' })).toBeVisible()
    await drawLine(BOW_TIE)
    expect(await screen.findByRole('alert')).toHaveTextContent('Le contour se croise')
  })
})

describe('the search follows the view within a chosen outline', () => {
  it('asks for the outline clipped to the view, and again as the view moves', async () => {
    const asked = answer({})
    const { encodeDrawnArea } = await import('../../src/lib/drawnArea')
    // A triangle far larger than the view (±0.01° around the centre).
    const big = [at(43.5, -79.6), at(43.9, -79.38), at(43.5, -79.1)]
    const { router } = await renderWithProviders(undefined, {
      route: `/map/43.6532;-79.3832?z=15&drawn=${encodeDrawnArea(big)}`,
    })
    await waitFor(() => {
      expect(pinAreas(asked).length).toBeGreaterThan(0)
    })
    // The view's four corners, all inside the triangle: the area is the view itself.
    expect(pinAreas(asked).at(-1)).toBe(
      '-79.3732,43.6432;-79.3732,43.6632;-79.3932,43.6432;-79.3932,43.6632',
    )
    await act(() => router.navigate(`/map/43.7;-79.3832?z=15&drawn=${encodeDrawnArea(big)}`))
    await waitFor(() => {
      expect(pinAreas(asked).at(-1)).toContain('-79.3932,43.69')
    })
  })

  it('says no homes are in view when the outline is off screen, and asks for nothing', async () => {
    const asked = answer({})
    const { encodeDrawnArea } = await import('../../src/lib/drawnArea')
    const elsewhere = [at(43.8, -79.6), at(43.9, -79.5), at(43.8, -79.4)]
    const { user } = await renderWithProviders(undefined, {
      route: `/map/43.6532;-79.3832?z=15&drawn=${encodeDrawnArea(elsewhere)}`,
    })
    expect(await screen.findByText('0 homes in view')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show results' }))
    const panel = await screen.findByRole('region', { name: 'Results' })
    expect(
      await within(panel).findByText('No results found. Please try another search.'),
    ).toBeInTheDocument()
    expect(asked.filter((params) => params.get('map')?.includes('-79.5'))).toEqual([])
  })
})

describe('choosing a pin', () => {
  it('keeps the map at its zoom rather than zooming to street level', async () => {
    answer({})
    const { viewChanged } = await import('../../src/features/search')
    // A city's map: its URL carries no zoom.
    const { user, router, store } = await renderWithProviders(undefined, { route: '/map/toronto' })
    const map = await screen.findByRole('region', { name: 'Map of listings' })
    act(() => {
      store.dispatch(viewChanged({ center: at(43.6532, -79.3832), zoom: 16 }))
    })
    const [pin] = await within(map).findAllByRole('button', { name: /^\$/ })
    if (!pin) throw new Error('no pin')
    await user.click(pin)
    await waitFor(() => {
      expect(router.state.location.pathname.split('/')).toHaveLength(5)
    })
    expect(new URLSearchParams(router.state.location.search).get('z')).toBe('16')
  })
})
