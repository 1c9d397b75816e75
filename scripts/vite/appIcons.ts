import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The brand's icon as drawn: every raster size below is rendered from it. */
const SOURCE = new URL('../../src/app/brand/appIcon.svg', import.meta.url)

/** What each raster is for, and its width in pixels (the icon is square). */
export const APP_ICONS = {
  favicon: { fileName: 'icon-32.png', size: 32 },
  appleTouch: { fileName: 'icon-180.png', size: 180 },
  manifestSmall: { fileName: 'icon-192.png', size: 192 },
  manifestLarge: { fileName: 'icon-512.png', size: 512 },
} as const

/** The icon drawn at `size` × `size` pixels, as PNG. */
export function renderIcon(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()
}

/** The page's links to its icons: PNGs only (see appIcons). */
export function iconLinks(basePath: string): HtmlTagDescriptor[] {
  const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({
    tag: 'link',
    attrs,
    injectTo: 'head',
  })
  return [
    link({
      rel: 'icon',
      type: 'image/png',
      sizes: '32x32',
      href: `${basePath}/${APP_ICONS.favicon.fileName}`,
    }),
    link({ rel: 'apple-touch-icon', href: `${basePath}/${APP_ICONS.appleTouch.fileName}` }),
  ]
}

/**
 * The site's icons as PNGs rendered from the brand's SVG at build (and on request in dev), and
 * the page's links to them. Browsers draw an SVG favicon or manifest icon by loading it as a
 * document of its own on the page's main thread (10–35 ms each on this machine, twice per page
 * load: the tab's icon and the manifest's), while a PNG is only decoded. Rendering them from the
 * one SVG keeps nothing to re-export by hand when the logo changes.
 */
export function appIcons(): Plugin {
  const svg = () => readFileSync(SOURCE, 'utf8')
  // The site's base path without its last slash (`/real-estate`), from Vite's `base`.
  let basePath = ''
  return {
    name: 'app-icons',
    configResolved(resolved) {
      basePath = resolved.base.replace(/\/$/, '')
    },
    generateBundle() {
      const source = svg()
      for (const { fileName, size } of Object.values(APP_ICONS)) {
        this.emitFile({ type: 'asset', fileName, source: renderIcon(source, size) })
      }
    },
    configureServer(server) {
      for (const { fileName, size } of Object.values(APP_ICONS)) {
        server.middlewares.use(`${basePath}/${fileName}`, (_req, res) => {
          res.setHeader('content-type', 'image/png')
          res.end(renderIcon(svg(), size))
        })
      }
    },
    transformIndexHtml: () => iconLinks(basePath),
  }
}
