import { firstRequestTag } from '../../src/services/firstRequests'

/** What the build-time render gives for one page (see src/entry-server.tsx). */
export interface PageParts {
  /** The app's markup, with React's hoisted `<title>`/`<meta>` tags at its start. */
  readonly html: string
  /** emotion's `<style data-emotion>` tags for every style the render used. */
  readonly styles: string
  /** The service addresses the page's first render asks for as a guest (absolute URLs). */
  readonly firstRequests?: readonly string[]
}

/** What a page's route brings beyond the entry: its code's chunks and stylesheets. */
export interface RouteParts {
  /** The chunks' addresses, for the boot script to preload. */
  readonly chunks: readonly string[]
  /** The `<style>` tags of the stylesheets its code imports (`styleTag`). */
  readonly styles: string
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/
const ROOT = '<div id="root"></div>'

/**
 * One page's HTML file: the built index.html with the page's title and description (a page that
 * names none keeps the template's, if it has any), the canonical link (if it has one), the styles, and
 * the markup inside #root, marked with the path it was rendered for so the browser hydrates it
 * only there, and with what its route's code brings (`RouteParts`).
 */
export function pageDocument(
  template: string,
  page: PageParts,
  path: string,
  canonicalUrl: string | undefined,
  route: RouteParts = { chunks: [], styles: '' },
): string {
  if (!template.includes(ROOT)) throw new Error('index.html has no empty <div id="root"></div>')
  const hoisted = HOISTED.exec(page.html)?.[0] ?? ''
  const body = page.html.slice(hoisted.length)
  // The page's title and description take the template's place where it has one; otherwise
  // they join the head with the rest of what the render hoisted.
  let document = template
  let otherHead = hoisted
  for (const pattern of [/<title>[^<]*<\/title>/, /<meta\s+name="description"[^>]*>/]) {
    const tag = pattern.exec(hoisted)?.[0]
    if (tag && pattern.test(template)) {
      document = document.replace(pattern, () => tag)
      otherHead = otherHead.replace(tag, '')
    }
  }
  // A frame that many addresses share has no canonical address of its own.
  const canonical = canonicalUrl ? `<link rel="canonical" href="${canonicalUrl}" />` : ''
  // The first requests start with the HTML, beside the page's own parsing and first paint.
  const requests = (page.firstRequests ?? []).map(firstRequestTag).join('')
  const head = `${otherHead}${canonical}${requests}${page.styles}${route.styles}`
  // The route's own chunks are listed for the boot script (src/boot/boot.ts), which preloads
  // them beside the app once the page has painted: preload links in the head would download
  // them ahead of that first paint.
  const chunks = route.chunks.length > 0 ? ` data-route-chunks="${route.chunks.join(' ')}"` : ''
  return document
    .replace('</head>', `${head}\n  </head>`)
    .replace(ROOT, () => `<div id="root" data-rendered="${path}"${chunks}>${body}</div>`)
}

/**
 * A stylesheet of the route's code, inlined so the page paints as the render drew it without
 * waiting for another request. When the code loads, it links the same file again (the same
 * rules, after the first paint).
 */
export function styleTag(file: string, css: string): string {
  return `<style data-route-css="${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`
}

/** Where a page's file goes under the build's folder: `/` is index.html, `/a/b` is a/b.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/** The sitemap of the rendered pages, at their canonical addresses. */
export function sitemap(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

/** Crawlers may read every page; the sitemap names the rendered ones. */
export function robots(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${sitemapUrl}\n`
}
