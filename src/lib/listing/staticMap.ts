export interface LatLng {
  readonly latitude: number
  readonly longitude: number
}

export interface StaticMapShape {
  /** SVG path data of the outline, or '' without one. */
  readonly outline: string
  readonly pin: { readonly x: number; readonly y: number }
}

/**
 * Projects an area's outline and a home onto a `width` x `height` picture (equirectangular,
 * longitudes shortened by the cosine of the latitude), fitted with a margin and centred. Without
 * an outline the home sits in the middle.
 */
export function staticMapShape(
  home: LatLng,
  outline: readonly LatLng[],
  width: number,
  height: number,
  margin = 16,
): StaticMapShape {
  const points = [...outline, home]
  const k = Math.cos((home.latitude * Math.PI) / 180)
  const xs = points.map((p) => p.longitude * k)
  const ys = points.map((p) => -p.latitude)
  const minX = Math.min(...xs)
  const minY = Math.min(...ys)
  const spanX = Math.max(...xs) - minX
  const spanY = Math.max(...ys) - minY
  if (outline.length < 3 || spanX === 0 || spanY === 0) {
    return { outline: '', pin: { x: width / 2, y: height / 2 } }
  }
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY)
  const offsetX = (width - spanX * scale) / 2
  const offsetY = (height - spanY * scale) / 2
  const project = (p: LatLng) => ({
    x: Math.round((offsetX + (p.longitude * k - minX) * scale) * 10) / 10,
    y: Math.round((offsetY + (-p.latitude - minY) * scale) * 10) / 10,
  })
  const path = outline
    .map(project)
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${String(p.x)} ${String(p.y)}`)
    .join(' ')
  return { outline: `${path} Z`, pin: project(home) }
}
