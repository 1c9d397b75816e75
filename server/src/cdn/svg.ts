/**
 * Just enough SVG markup for the illustrations. Every value comes from this module's callers'
 * constants and arithmetic, never from a request, so nothing here needs escaping.
 */

/** The drawing's own units: every scene is drawn on this 4:3 canvas and scaled to the width asked. */
export const CANVAS_WIDTH = 800
export const CANVAS_HEIGHT = 600

type Attrs = Readonly<Record<string, string | number | undefined>>

/** One decimal: finer than a pixel even at 2000 px wide, and it keeps the files small. */
export const num = (value: number) => String(Math.round(value * 10) / 10)

function attributes(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')
}

/** Path data with its numbers rounded like every other attribute: d`M${x} ${y}L${x2} ${y2}Z`. */
export function d(parts: TemplateStringsArray, ...values: number[]): string {
  return parts.reduce((out, part, i) => {
    const value = values[i]
    return out + part + (value === undefined ? '' : num(value))
  }, '')
}

export const element = (name: string, attrs: Attrs) => `<${name}${attributes(attrs)}/>`

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attrs = {},
) => element('rect', { x, y, width, height, fill, ...extra })

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  element('circle', { cx, cy, r, fill, ...extra })

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => element('ellipse', { cx, cy, rx, ry, fill, ...extra })

export type Point = readonly [number, number]

export const polygon = (points: readonly Point[], fill: string, extra: Attrs = {}) =>
  element('polygon', {
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
    fill,
    ...extra,
  })

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  element('path', { d, fill, ...extra })

/** Straight strokes, e.g. siding, mullions or plank joints, as one path: cheaper than many lines. */
export const strokes = (
  segments: readonly (readonly [Point, Point])[],
  stroke: string,
  width: number,
  extra: Attrs = {},
) =>
  path(
    segments.map(([[x1, y1], [x2, y2]]) => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`).join(''),
    'none',
    { stroke, 'stroke-width': width, ...extra },
  )

export const group = (children: readonly string[], extra: Attrs = {}) =>
  `<g${attributes(extra)}>${children.join('')}</g>`

/** A vertical gradient (top to bottom) unless `diagonal`. */
export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  diagonal = false,
) {
  const direction = diagonal ? { x1: 0, y1: 0, x2: 1, y2: 1 } : { x1: 0, y1: 0, x2: 0, y2: 1 }
  const children = stops.map(([offset, colour]) =>
    element('stop', { offset, 'stop-color': colour }),
  )
  return `<linearGradient${attributes({ id, ...direction })}>${children.join('')}</linearGradient>`
}

/** A soft contact shadow under something standing on the ground or floor. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx / 8) =>
  ellipse(cx, cy, rx, ry, '#000', { opacity: 0.1 })
