import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '../../src/app/config'
import { useNamespace } from '../../src/app/useNamespace'
import { LocationMap, mapPath } from '../../src/features/listing/LocationMap'
import { framedView } from '../../src/features/listing/LocationView'
import { detailStrings } from '../../src/features/listing/strings'
import { normaliseListing } from '../../src/lib/listing/normaliseListing'
import { fixtureListings } from '../fixtures/listings'
import { realty } from '../msw/detailHandlers'
import { server } from '../msw/server'
import { renderWithProviders } from '../renderWithProviders'

const found = fixtureListings.find((listing) => listing.address.neighborhood !== '')
if (!found) throw new Error('no fixture listing with a neighbourhood')
const home = normaliseListing(found)
const { latitude, longitude } = home.map
const place = `${home.address.neighborhood}, ${home.address.city}`

/** The neighbourhood the local service outlines around the home. */
function outlineService() {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(`${realty}/polygons`, ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      const d = 0.01
      return HttpResponse.json({
        polygons: [
          {
            name: home.address.neighborhood,
            path: [
              { latitude: latitude - d, longitude: longitude - d },
              { latitude: latitude - d, longitude: longitude + d },
              { latitude: latitude + d, longitude: longitude + d },
              { latitude: latitude + d, longitude: longitude - d },
            ],
          },
        ],
      })
    }),
  )
  return asked
}

/** The roads the map screen's basemap asks for the view: one street through the home. */
function roadService() {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(`${realty}/geo/roads`, ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json({
        roads: [
          {
            kind: 'arterial',
            name: 'Main St',
            path: [
              [longitude - 0.01, latitude],
              [longitude + 0.01, latitude],
            ],
          },
        ],
        places: [],
      })
    }),
  )
  return asked
}

function Location() {
  useNamespace('detail', detailStrings)
  return <LocationMap listing={home} />
}

const mutableConfig = config as { googleMapsApiKey: string | undefined }
const key = config.googleMapsApiKey
afterEach(() => {
  mutableConfig.googleMapsApiKey = key
})

describe('the location map without a maps key', { timeout: 30_000 }, () => {
  // The map screen's adapter follows its box's size (jsdom has no layout to observe) and paints
  // on a canvas (jsdom has none: with no getContext Leaflet draws in SVG, which jsdom has).
  const getContext = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext')
  beforeEach(() => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'getContext')
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = vi.fn()
        disconnect = vi.fn()
      },
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    if (getContext) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', getContext)
  })

  async function renderMap() {
    const asked = outlineService()
    const roadsAsked = roadService()
    const rendered = await renderWithProviders(<Location />)
    // Leaflet's own container, named for the place, replaces the drawing once it loads.
    const map = await screen.findByRole('region', { name: `Map of ${place}` })
    await waitFor(() => {
      expect(map).toHaveClass('leaflet-container')
    })
    return { ...rendered, map, asked, roadsAsked }
  }

  it("is the map screen's map of the home and its neighbourhood, still until activated", async () => {
    const { map, asked, roadsAsked } = await renderMap()
    expect(asked[0]?.get('name')).toBe(home.address.neighborhood)
    expect(asked[0]?.get('type')).toBe('neighbourhood')
    await waitFor(() => {
      expect(map.querySelectorAll('path.leaflet-interactive, path').length).toBeGreaterThan(0)
    })
    // The map screen's own map: its place pin and its container's class.
    expect(map.querySelector('.hw-street-pin')).not.toBeNull()
    expect(map).toHaveClass('hw-map')
    // With the map screen's roads, asked for the home's framed view.
    await waitFor(() => {
      expect(roadsAsked.length).toBeGreaterThan(0)
    })
    // Still: no dragging, no zoom buttons, not in the tab order, keys left to the page.
    expect(map).not.toHaveClass('leaflet-grab')
    expect(map.getAttribute('tabindex') ?? '-1').toBe('-1')
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Explore the map' })).toBeInTheDocument()
  })

  it('becomes interactive when activated, and takes the focus for the arrow keys', async () => {
    const { map, user } = await renderMap()
    await user.click(screen.getByRole('button', { name: 'Explore the map' }))
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument()
    expect(map).toHaveClass('leaflet-grab')
    expect(map).toHaveAttribute('tabindex', '0')
    expect(map).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Explore the map' })).not.toBeInTheDocument()
  })

  it('wakes on a click anywhere on the map too', async () => {
    const { map, user } = await renderMap()
    const cover = screen.getByRole('button', { name: 'Explore the map' }).parentElement
    if (!cover) throw new Error('no cover')
    await user.click(cover)
    await waitFor(() => {
      expect(map).toHaveClass('leaflet-grab')
    })
  })

  it('links to the full map centred on the home', async () => {
    await renderMap()
    const link = screen.getByRole('link', { name: 'Open the map centred on this home' })
    expect(link).toHaveAttribute('href', mapPath(home))
    expect(mapPath(home)).toBe(
      `/map/${String(latitude)};${String(longitude)}/${home.mlsNumber}/${String(home.boardId)}?z=15`,
    )
  })
})

describe('the location map with a maps key', () => {
  it("shows the maps service's static image, linked to the full map, and asks no outline", async () => {
    mutableConfig.googleMapsApiKey = 'test-key'
    const asked = outlineService()
    await renderWithProviders(<Location />)
    const link = screen.getByRole('link', { name: 'Open the map centred on this home' })
    const image = link.querySelector('img')
    expect(image?.getAttribute('src')).toBe(
      `https://maps.googleapis.com/maps/api/staticmap?center=${String(latitude)},${String(longitude)}&zoom=15&size=640x280&scale=2&markers=${String(latitude)},${String(longitude)}&key=test-key`,
    )
    expect(screen.queryByRole('region', { name: `Map of ${place}` })).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })
})

describe('framedView', () => {
  const centre = { latitude: 43.65, longitude: -79.38 }
  const square = (d: number) => [
    { latitude: 43.65 - d, longitude: -79.38 - d },
    { latitude: 43.65 - d, longitude: -79.38 + d },
    { latitude: 43.65 + d, longitude: -79.38 + d },
    { latitude: 43.65 + d, longitude: -79.38 - d },
  ]
  it.each([
    ['no outline: the home at street level', [], 640, 280, centre, 15],
    ['two points are no outline', square(0.01).slice(0, 2), 640, 280, centre, 15],
    ['a small outline: never closer than street level', square(0.001), 640, 280, centre, 15],
    ['a neighbourhood 2 km across fits at zoom 13', square(0.01), 640, 280, centre, 13],
    ['a wide area on a phone-sized box zooms out further', square(0.05), 360, 160, centre, 10],
  ])('%s', (_name, outline, width, height, center, zoom) => {
    const view = framedView(centre, outline, width, height)
    expect(view.zoom).toBe(zoom)
    expect(view.center.latitude).toBeCloseTo(center.latitude, 6)
    expect(view.center.longitude).toBeCloseTo(center.longitude, 6)
  })

  it('centres on the outline and the home together when the home sits at its edge', () => {
    const home = { latitude: 43.67, longitude: -79.38 }
    const view = framedView(home, square(0.01), 640, 280)
    expect(view.center.latitude).toBeCloseTo(43.655, 6)
  })
})
