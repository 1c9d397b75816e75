import { fontFamily } from '../../../app/theme/tokens'
import {
  HIGHWAY_SHIELD_PADDING,
  LABEL_FONT,
  textWidth,
  type LabelKind,
  type MapLabel,
  type Point,
} from '../labelBoxes'
import { roadColours } from '../roadLook'

/** The CSS class of the canvas the names are painted on. */
export const LABEL_CANVAS_CLASS = 'hw-map-labels'

/**
 * A name as the canvas records it: centred on `point` in the canvas's own pixels, turned `angle`
 * degrees, covering `width` by `height` pixels before it is turned (a shield's included).
 */
export interface PaintedLabel extends Pick<MapLabel, 'kind' | 'text' | 'point' | 'angle'> {
  readonly width: number
  readonly height: number
}

/** The names a label canvas painted (its `data-labels`), for whoever reads the map's names. */
export function paintedLabels(canvas: Element | null | undefined): PaintedLabel[] {
  const recorded = canvas instanceof HTMLElement ? canvas.dataset.labels : undefined
  return recorded ? (JSON.parse(recorded) as PaintedLabel[]) : []
}

const font = (kind: LabelKind) =>
  `${kind === 'city' || kind === 'highway' ? '700' : '400'} ${String(LABEL_FONT[kind])}px ${fontFamily}`

/** The width the layout kept for a name's text (a highway's shield's padding aside). */
const textRoom = ({ text, kind }: MapLabel) =>
  textWidth(text, kind) - (kind === 'highway' ? 2 * HIGHWAY_SHIELD_PADDING.x : 0)

/** The box a name covers before it is turned, given its text's drawn width. */
function labelSize({ kind }: MapLabel, textDrawn: number) {
  const pad = kind === 'highway' ? HIGHWAY_SHIELD_PADDING : { x: 0, y: 0 }
  return { width: textDrawn + 2 * pad.x, height: LABEL_FONT[kind] + 2 * pad.y }
}

/**
 * Paints one name, turned along its road: haloed text, or for a highway its number on a shield
 * in the road's casing colour. The text is drawn no wider than the room the layout kept for it,
 * so it never reaches a pin the layout kept it clear of. Returns the box it covers.
 */
function paintLabel(context: CanvasRenderingContext2D, label: MapLabel, satellite: boolean) {
  const colours = roadColours(satellite)
  const room = textRoom(label)
  context.save()
  context.translate(label.point.x, label.point.y)
  context.rotate((label.angle * Math.PI) / 180)
  context.font = font(label.kind)
  context.fontVariantCaps = label.kind === 'neighbourhood' ? 'small-caps' : 'normal'
  context.letterSpacing =
    label.kind === 'neighbourhood' ? `${String(LABEL_FONT.neighbourhood * 0.04)}px` : '0px'
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  const size = labelSize(label, Math.min(context.measureText(label.text).width, room))
  if (label.kind === 'highway') {
    context.fillStyle = colours.highwayShield
    context.beginPath()
    context.roundRect(-size.width / 2, -size.height / 2, size.width, size.height, 3)
    context.fill()
    context.fillStyle = colours.labelHalo
  } else {
    context.strokeStyle = colours.labelHalo
    context.lineWidth = 3
    context.lineJoin = 'round'
    context.strokeText(label.text, 0, 0, room)
    context.fillStyle = colours.label
  }
  context.fillText(label.text, 0, 0, room)
  context.restore()
  return size
}

/**
 * Paints `labels` on one canvas the size of the map's box, put in `pane` at the layer point
 * `origin` (the box's corner when the names were placed), replacing what the pane held. One canvas
 * rather than an element per name: the names are part of the map's drawing as its roads are, and a
 * hundred turned, haloed texts would cost the page a layout and a paint of each whenever they
 * change (a browser also counts no canvas as the page's text or its largest paint). The canvas
 * records what it painted in `data-labels` (a browser without a canvas records the room each name
 * was given).
 */
export function paintLabels(
  pane: HTMLElement,
  labels: readonly MapLabel[],
  origin: Point,
  size: { readonly width: number; readonly height: number },
  satellite: boolean,
): void {
  const canvas = pane.ownerDocument.createElement('canvas')
  const scale = pane.ownerDocument.defaultView?.devicePixelRatio ?? 1
  canvas.className = LABEL_CANVAS_CLASS
  canvas.setAttribute('aria-hidden', 'true')
  canvas.width = Math.round(size.width * scale)
  canvas.height = Math.round(size.height * scale)
  Object.assign(canvas.style, {
    left: `${String(Math.round(origin.x))}px`,
    top: `${String(Math.round(origin.y))}px`,
    width: `${String(size.width)}px`,
    height: `${String(size.height)}px`,
  })
  // A document without canvases (a test's) still gets the names' record.
  const context = 'getContext' in canvas ? canvas.getContext('2d') : null
  context?.scale(scale, scale)
  const painted = labels.map((label): PaintedLabel => {
    const box = context ? paintLabel(context, label, satellite) : labelSize(label, textRoom(label))
    return {
      kind: label.kind,
      text: label.text,
      point: { x: Math.round(label.point.x), y: Math.round(label.point.y) },
      angle: Math.round(label.angle * 10) / 10,
      width: Math.round(box.width),
      height: Math.round(box.height),
    }
  })
  canvas.dataset.labels = JSON.stringify(painted)
  pane.replaceChildren(canvas)
}
