import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { config } from '../../src/app/config'
import { useNamespace } from '../../src/app/useNamespace'
import { LocationMap, mapPath } from '../../src/features/listing/LocationMap'
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
  async function renderMap() {
    const asked = outlineService()
    const rendered = await renderWithProviders(<Location />)
    // Leaflet's own container, named for the place, replaces the drawing once it loads.
    const map = await screen.findByRole('region', { name: `Map of ${place}` })
    await waitFor(() => {
      expect(map).toHaveClass('leaflet-container')
    })
    return { ...rendered, map, asked }
  }

  it('is a small Leaflet map of the home and its neighbourhood, still until activated', async () => {
    const { map, asked } = await renderMap()
    expect(asked[0]?.get('name')).toBe(home.address.neighborhood)
    expect(asked[0]?.get('type')).toBe('neighbourhood')
    await waitFor(() => {
      expect(map.querySelectorAll('path.leaflet-interactive, path').length).toBeGreaterThan(0)
    })
    expect(map.querySelector('.hw-home-pin')).not.toBeNull()
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
