import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { APP_ICONS, iconLinks, renderIcon } from '../../scripts/vite/appIcons'

const svg = readFileSync(new URL('../../src/app/brand/appIcon.svg', import.meta.url), 'utf8')
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG's width and height, from its header chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('the site icons rendered from the brand SVG', () => {
  it.each(Object.entries(APP_ICONS))('%s is a PNG of its size', (_use, { size }) => {
    const png = renderIcon(svg, size)
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(pngSize(png)).toEqual({ width: size, height: size })
  })

  it('links the page to PNGs only: an SVG icon would be drawn as a document on the main thread', () => {
    expect(iconLinks('/real-estate').map((tag) => tag.attrs)).toEqual([
      { rel: 'icon', type: 'image/png', sizes: '32x32', href: '/real-estate/icon-32.png' },
      { rel: 'apple-touch-icon', href: '/real-estate/icon-180.png' },
    ])
  })
})
