import { afterEach, describe, expect, it, vi } from 'vitest'
import { paintLabels, paintedLabels } from '../../src/features/map/leaflet/labelCanvas'
import { textWidth, type MapLabel } from '../../src/features/map/labelBoxes'

/** A 2D context that records what is drawn; every text measures 40 px. */
function recordingContext() {
  const calls: { name: string; args: unknown[] }[] = []
  const record =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push({ name, args })
      return result
    }
  const context = {
    save: record('save'),
    restore: record('restore'),
    translate: record('translate'),
    rotate: record('rotate'),
    scale: record('scale'),
    beginPath: record('beginPath'),
    roundRect: record('roundRect'),
    fill: record('fill'),
    strokeText: record('strokeText'),
    fillText: record('fillText'),
    measureText: () => ({ width: 40 }),
  }
  return { context, calls }
}

const label = (kind: MapLabel['kind'], text: string): MapLabel => ({
  key: text,
  kind,
  text,
  point: { x: 100.4, y: 50.6 },
  angle: 12.34,
})

afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * Paints `labels` in a fresh pane of a 400 × 300 map, through a context that records its calls,
 * with the canvas's corner at `origin`.
 */
function paint(
  labels: readonly MapLabel[],
  origin = { x: 0, y: 0 },
  pane = document.createElement('div'),
) {
  const { context, calls } = recordingContext()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  )
  paintLabels(pane, labels, origin, { width: 400, height: 300 }, false)
  return { pane, canvas: pane.querySelector('canvas'), calls }
}

const argsOf = (calls: readonly { name: string; args: unknown[] }[], name: string) =>
  calls.filter((call) => call.name === name).map((call) => call.args)

describe('the map names painted on one canvas', () => {
  it('puts one canvas at the layer point of the map’s corner, its size in device pixels', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2)
    const pane = document.createElement('div')
    pane.append(document.createElement('span'))
    const { canvas } = paint([label('city', 'Toronto')], { x: -30.2, y: 12.7 }, pane)
    expect(pane.children).toHaveLength(1)
    expect(canvas?.getAttribute('aria-hidden')).toBe('true')
    expect([canvas?.width, canvas?.height]).toEqual([800, 600])
    expect([canvas?.style.left, canvas?.style.top, canvas?.style.width]).toEqual([
      '-30px',
      '13px',
      '400px',
    ])
  })

  it('haloes a name and draws it no wider than the room the layout kept for it', () => {
    const { calls } = paint([label('arterial', 'Yonge St')])
    const room = textWidth('Yonge St', 'arterial')
    expect(argsOf(calls, 'strokeText')).toEqual([['Yonge St', 0, 0, room]])
    expect(argsOf(calls, 'fillText')).toEqual([['Yonge St', 0, 0, room]])
    expect(argsOf(calls, 'roundRect')).toEqual([])
  })

  it('puts a highway’s number on a shield instead of a halo', () => {
    const { calls } = paint([label('highway', '401')])
    expect(argsOf(calls, 'strokeText')).toEqual([])
    // The measured 40 px is wider than the room for three digits: the shield fits the room.
    const room = textWidth('401', 'highway') - 8
    expect(argsOf(calls, 'roundRect')[0]?.[2]).toBeCloseTo(room + 8)
  })

  it('records each name it painted: kind, text, place and angle rounded, and the size drawn', () => {
    const { canvas } = paint([label('street', 'A very long street name')])
    expect(paintedLabels(canvas)).toEqual([
      {
        kind: 'street',
        text: 'A very long street name',
        point: { x: 100, y: 51 },
        angle: 12.3,
        width: 40,
        height: 11,
      },
    ])
  })

  it('reads no names from a missing canvas', () => {
    expect(paintedLabels(null)).toEqual([])
  })
})
