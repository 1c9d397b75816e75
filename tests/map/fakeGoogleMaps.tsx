import { useEffect, type ReactNode } from 'react'
import { vi } from 'vitest'

/**
 * Light stand-ins for @vis.gl/react-google-maps (Google cannot be reached from the tests): they
 * render what the adapter asks for as plain elements and keep the Map's props so a test can fire
 * its camera and idle events. A clickable advanced marker is a button named by its title, as
 * Google draws it.
 */
export const fakeGoogle = {
  mapProps: undefined as Record<string, unknown> | undefined,
  /** Set to make the API fail to load. */
  loadError: undefined as Error | undefined,
  map: {
    center: { lat: 43.65, lng: -79.38 },
    zoom: 14,
    getCenter() {
      const { lat, lng } = fakeGoogle.map.center
      return { lat: () => lat, lng: () => lng, toJSON: () => ({ lat, lng }) }
    },
    getZoom() {
      return fakeGoogle.map.zoom
    },
    bounds: { north: 43.67, south: 43.63, east: -79.35, west: -79.41 },
    getBounds() {
      return { toJSON: () => fakeGoogle.map.bounds }
    },
    moveCamera: vi.fn(),
  },
}

interface Props {
  readonly children?: ReactNode
  readonly [prop: string]: unknown
}

const data = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value))

export function APIProvider({ children, apiKey, onError }: Props) {
  useEffect(() => {
    if (fakeGoogle.loadError) (onError as (error: unknown) => void)(fakeGoogle.loadError)
  }, [onError])
  return <div data-api-key={String(apiKey)}>{children}</div>
}

export function Map(props: Props) {
  useEffect(() => {
    fakeGoogle.mapProps = props
  })
  return (
    <div
      data-testid="google-map"
      data-map-id={String(props.mapId)}
      data-map-type-id={String(props.mapTypeId)}
      data-min-zoom={String(props.minZoom)}
      data-max-zoom={String(props.maxZoom)}
    >
      {props.children}
    </div>
  )
}

export function AdvancedMarker({
  children,
  title,
  onClick,
  clickable,
  className,
  anchorTop,
  position,
}: Props) {
  if (!clickable) {
    return (
      <div data-testid="fixed-marker" className={String(className)} data-position={data(position)}>
        {children}
      </div>
    )
  }
  return (
    <button
      type="button"
      title={String(title)}
      className={String(className)}
      data-anchor-top={String(anchorTop)}
      data-position={data(position)}
      onClick={() => {
        ;(onClick as () => void)()
      }}
    >
      {children}
    </button>
  )
}

export function Polygon({ paths, strokeColor, fillColor, fillOpacity }: Props) {
  return (
    <div
      data-testid="polygon"
      data-path={data(paths)}
      data-stroke={String(strokeColor)}
      data-fill={String(fillColor)}
      data-fill-opacity={String(fillOpacity)}
    />
  )
}

export function Polyline({ path, icons, strokeColor }: Props) {
  return (
    <div
      data-testid="polyline"
      data-path={data(path)}
      data-dashed={String(Array.isArray(icons))}
      data-stroke={String(strokeColor)}
    />
  )
}

export function useMap() {
  return fakeGoogle.map
}
