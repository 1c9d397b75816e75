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

describe('the map names painted on one canvas', () => {
  it('puts one canvas at the layer point of the map’s corner, its size in device pixels', () => {
    const { context } = recordingContext()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    )
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2)
    const pane = document.createElement('div')
    pane.append(document.createElement('span'))
    paintLabels(
      pane,
      [label('city', 'Toronto')],
      { x: -30.2, y: 12.7 },
      { width: 400, height: 300 },
      false,
    )
    const canvas = pane.querySelector('canvas')
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
    const { context, calls } = recordingContext()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    )
    const pane = document.createElement('div')
    paintLabels(
      pane,
      [label('arterial', 'Yonge St')],
      { x: 0, y: 0 },
      { width: 400, height: 300 },
      false,
    )
    const room = textWidth('Yonge St', 'arterial')
    expect(calls.filter((call) => call.name === 'strokeText').map((call) => call.args)).toEqual([
      ['Yonge St', 0, 0, room],
    ])
    expect(calls.filter((call) => call.name === 'fillText').map((call) => call.args)).toEqual([
      ['Yonge St', 0, 0, room],
    ])
    expect(calls.some((call) => call.name === 'roundRect')).toBe(false)
  })

  it('puts a highway’s number on a shield instead of a halo', () => {
    const { context, calls } = recordingContext()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    )
    const pane = document.createElement('div')
    paintLabels(pane, [label('highway', '401')], { x: 0, y: 0 }, { width: 400, height: 300 }, false)
    expect(calls.some((call) => call.name === 'strokeText')).toBe(false)
    // The measured 40 px is wider than the room for three digits: the shield fits the room.
    const room = textWidth('401', 'highway') - 8
    const shield = calls.find((call) => call.name === 'roundRect')?.args
    expect(shield?.[2]).toBeCloseTo(room + 8)
  })

  it('records each name it painted: kind, text, place and angle rounded, and the size drawn', () => {
    const { context } = recordingContext()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    )
    const pane = document.createElement('div')
    paintLabels(
      pane,
      [label('street', 'A very long street name')],
      { x: 0, y: 0 },
      { width: 400, height: 300 },
      false,
    )
    expect(paintedLabels(pane.querySelector('canvas'))).toEqual([
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
