import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ListingRecord } from '../../../contract/listing'
import type { Listing } from '../../lib/listing/normaliseListing'
import { config } from '../../app/config'
import { staticMapShape } from '../../lib/listing/staticMap'
import { trendsPath } from '../../lib/trends/filters'
import { GEOMETRY_KEEP_MS, outlinesPath, readOutlines } from '../../services/geometryRequests'
import { useServiceData } from '../../services/serviceCache'
import { useNearViewport } from '../../ui/useNearViewport'
import { streetLine } from '../listingCard'
import { Section } from './Section'
import { locationMapColours } from '../../app/theme/screenColours'

const WIDTH = 640
const HEIGHT = 280

/** Neighbourhood streets around the home: a modest zoom, not street level. */
const VIEW_ON_MAP_ZOOM = 15

/**
 * /map/{lat};{lng}/{mlsNumber}/{boardId}?z=15: the map centred on the home at neighbourhood
 * zoom, its overlay open.
 */
export function mapPath(listing: Pick<ListingRecord, 'map' | 'mlsNumber' | 'boardId'>): string {
  return `/map/${String(listing.map.latitude)};${String(listing.map.longitude)}/${encodeURIComponent(listing.mlsNumber)}/${String(listing.boardId)}?z=${String(VIEW_ON_MAP_ZOOM)}`
}

/** The keyless map (the map screen's adapter) loads only when the section comes near the screen. */
const LocationView = lazy(() => import('./LocationView'))

/**
 * The home's location: the maps service's static image when a key is
 * set; otherwise the keyless map, the map screen's map of the home and its neighbourhood, which
 * stays still until clicked. Until the map arrives the outline and pin are drawn in SVG. A link
 * opens the full map centred on the home.
 */
export function LocationMap({ listing }: { readonly listing: Listing }) {
  const { t } = useTranslation('detail')
  const { address, map } = listing
  const place = [address.neighborhood, address.city].filter(Boolean).join(', ')
  const key = config.googleMapsApiKey
  // The static image draws its own outline; without a neighbourhood there is none to ask for.
  const outlines = useServiceData(
    key || !address.neighborhood
      ? undefined
      : outlinesPath({ name: address.neighborhood, city: address.city, type: 'neighbourhood' }),
    readOutlines,
    GEOMETRY_KEEP_MS.outlines,
  )
  const outline = outlines?.[0]?.path ?? []
  const { ref, near } = useNearViewport('300px')
  const label = t('map.static', { place: place || streetLine(listing) })

  if (key) {
    return (
      <Section title={t('map.title')}>
        <ButtonBase
          component={RouterLink}
          to={mapPath(listing)}
          aria-label={t('map.open')}
          sx={{
            display: 'block',
            width: '100%',
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="img"
            loading="lazy"
            alt=""
            src={`https://maps.googleapis.com/maps/api/staticmap?center=${String(map.latitude)},${String(map.longitude)}&zoom=15&size=${String(WIDTH)}x${String(HEIGHT)}&scale=2&markers=${String(map.latitude)},${String(map.longitude)}&key=${encodeURIComponent(key)}`}
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: `${String(WIDTH)} / ${String(HEIGHT)}`,
            }}
          />
        </ButtonBase>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {place}
        </Typography>
        <TrendsLink city={address.city} />
      </Section>
    )
  }

  const drawing = <StaticDrawing home={map} outline={outline} label={label} />
  return (
    <Section title={t('map.title')}>
      <Box
        ref={ref}
        sx={{
          aspectRatio: `${String(WIDTH)} / ${String(HEIGHT)}`,
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: locationMapColours.backdrop,
        }}
      >
        {near ? (
          <Suspense fallback={drawing}>
            <LocationView home={map} outline={outline} label={label} />
          </Suspense>
        ) : (
          drawing
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1,
          mt: 1,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {place}
        </Typography>
        <Link component={RouterLink} to={mapPath(listing)} variant="body2">
          {t('map.open')}
        </Link>
      </Box>
      <TrendsLink city={address.city} />
    </Section>
  )
}

/** What homes sell for around here: the city's market trends, when the trends page has them. */
function TrendsLink({ city }: { readonly city: string }) {
  const { t } = useTranslation('detail')
  const to = trendsPath(city)
  if (to === undefined) return null
  return (
    <Link component={RouterLink} to={to} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
      {t('map.trends', { city })}
    </Link>
  )
}

/** The outline and pin in SVG: what shows until the map has loaded. */
function StaticDrawing({
  home,
  outline,
  label,
}: {
  home: ListingRecord['map']
  outline: readonly { latitude: number; longitude: number }[]
  label: string
}) {
  const shape = staticMapShape(home, outline, WIDTH, HEIGHT)
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
      role="img"
      aria-label={label}
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      <defs>
        <pattern id="detail-map-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke={locationMapColours.grid} strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="url(#detail-map-grid)" />
      {shape.outline && (
        <path
          d={shape.outline}
          fill={locationMapColours.outlineFill}
          stroke={locationMapColours.outline}
          strokeWidth="2"
        />
      )}
      {/* The map's place pin: a blue dot ringed in white, with a soft halo. */}
      <circle cx={shape.pin.x} cy={shape.pin.y} r="15" fill={locationMapColours.pinHalo} />
      <circle
        cx={shape.pin.x}
        cy={shape.pin.y}
        r="10.5"
        fill={locationMapColours.pin}
        stroke={locationMapColours.pinCentre}
        strokeWidth="3"
      />
    </Box>
  )
}
