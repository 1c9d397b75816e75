import type { LatLng } from './mapMarkers'

export const validLatitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90
export const validLongitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180

/** `/map/{lat};{lng}`: a point segment, or undefined when the segment is not one. */
export function parseMapPoint(segment: string | undefined): LatLng | undefined {
  const match = /^(-?\d{1,3}(?:\.\d+)?);(-?\d{1,3}(?:\.\d+)?)$/.exec(segment?.trim() ?? '')
  if (!match) return undefined
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  return validLatitude(latitude) && validLongitude(longitude) ? { latitude, longitude } : undefined
}

/** The point segment of a map URL, to 6 decimals (about 10 cm). */
export function mapPointSegment({ latitude, longitude }: LatLng): string {
  const fixed = (value: number) => String(Number(value.toFixed(6)))
  return `${fixed(latitude)};${fixed(longitude)}`
}
