import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { MapViewProps } from '../../src/features/map/mapView'
import { renderWithProviders } from '../renderWithProviders'
import { fakeView } from './fakeMapView'
import { answer, freshMapPageEachTest } from './mapCalls'

/** Every set of props the map was drawn with, in order, and how often the map/list switch was. */
const drawn = vi.hoisted(() => ({ props: [] as MapViewProps[], viewSwitch: 0 }))

// The switch's map icon: drawn once each time the switch is.
vi.mock('@mui/icons-material/MapOutlined', async (importOriginal) => {
  const { default: Icon } = await importOriginal<typeof import('@mui/icons-material/MapOutlined')>()
  return {
    default: (props: Parameters<typeof Icon>[0]) => {
      drawn.viewSwitch += 1
      return <Icon {...props} />
    },
  }
})

vi.mock('../../src/features/map/MapViewAdapter', async () => {
  const { FakeMapView } = await import('./fakeMapView')
  return {
    MapViewAdapter: (props: MapViewProps) => {
      drawn.props.push(props)
      return <FakeMapView {...props} />
    },
  }
})

freshMapPageEachTest()

/** The draws that changed nothing the map shows (only the identity of a callback, or nothing). */
function wastedDraws(): number {
  return drawn.props.filter((props, i) => {
    const before = drawn.props[i - 1]
    if (!before) return false
    return (Object.keys(props) as (keyof MapViewProps)[]).every(
      (key) => typeof props[key] === 'function' || Object.is(props[key], before[key]),
    )
  }).length
}

describe('the map on a pan', { timeout: 30_000 }, () => {
  it('is not drawn again when the page writes the view into the address, nor is the switch to the list', async () => {
    answer({})
    const { router } = await renderWithProviders(undefined, {
      route: '/map/43.6532;-79.3832?z=16',
    })
    const map = await screen.findByRole('region', { name: 'Map of listings' })
    expect(await within(map).findAllByRole('button', { name: /^\$/ })).toHaveLength(5)
    await waitFor(() => {
      expect(document.querySelector('[data-pins-status="loaded"]')).not.toBeNull()
    })
    drawn.props.length = 0
    drawn.viewSwitch = 0

    // A pan, then a zoom out: the map reports the view it stopped at; the page asks for its pins,
    // then writes the view into the address.
    for (const [latitude, longitude, zoom] of [
      [43.6611, -79.4012, 16],
      [43.6622, -79.4023, 15],
    ] as const) {
      act(() => {
        fakeView.report?.({
          center: { latitude, longitude },
          zoom,
          bounds: {
            north: latitude + 0.01,
            south: latitude,
            east: longitude + 0.01,
            west: longitude,
          },
        })
      })
      await waitFor(() => {
        expect(router.state.location.pathname).toBe(`/map/${String(latitude)};${String(longitude)}`)
        expect(router.state.location.search).toBe(`?z=${String(zoom)}`)
      })
    }
    expect(drawn.props.length).toBeGreaterThan(0)
    expect(wastedDraws()).toBe(0)
    // The map/list switch names the same search (the view is not part of it) after each.
    expect(drawn.viewSwitch).toBe(0)
  })
})
