import { describe, expect, it } from 'vitest'
import { pageDocument, pageFile, robots, sitemap } from '../../scripts/prerender/pageDocument'
import { LISTING_FRAME, NOT_FOUND_PATH, SCREENS, placePages } from '../../scripts/prerender/pages'
import { renderPage } from '../../src/entry-server'

/** Each rendered screen's first heading, as a visitor reads it before any script runs. */
const HEADINGS: Readonly<Record<string, string>> = {
  '/': 'Find the home that fits your life',
  '/about': 'A GTA brokerage built around one promise: no surprises',
  '/buying': 'Buy your next home in the GTA with a plan, not a guess',
  '/selling': 'Sell for the right price, on your timeline',
  '/contact': 'Contact us today!',
  '/list': 'No city or province selected.',
  '/trends': 'Market trends in Toronto',
  '/calculators': 'Mortgage calculators',
  '/pre-approval': 'Mortgage pre-approval',
  '/map': 'Home Search',
  '/list/on/toronto': 'Homes for sale in Toronto, ON',
  '/list/on/toronto/liberty-village': 'Homes for sale in Liberty Village, Toronto, ON',
  [NOT_FOUND_PATH]: 'Page not found',
}

const TEMPLATE = `<html><head><title>Homewise</title>
<meta name="description" content="default" /></head><body><div id="root"></div>
<script type="module" src="/real-estate/assets/index.js"></script></body></html>`

describe('the build-time render', () => {
  it.each(Object.entries(HEADINGS))(
    'renders %s with its heading and its styles',
    async (path, heading) => {
      const page = await renderPage(path)
      const h1 = /<h1[^>]*>(.*?)<\/h1>/.exec(page.html)?.[1]
      expect(h1).toBe(heading)
      expect(page.styles).toContain('<style data-emotion="css ')
      // Every class the markup names has its rule among the extracted styles (css-0 has none).
      const names = new Set(
        [...page.html.matchAll(/\bcss-([a-z0-9]+)/g)]
          .map((m) => m[1])
          .filter((name) => name !== '0'),
      )
      for (const name of names) expect(page.styles).toContain(`css-${String(name)}`)
      // Nothing is left for a script to move into place: the page reads without JavaScript.
      expect(page.html).not.toContain('<template')
    },
  )

  it.each([
    ['/list/on/toronto', ['/listings?', 'city=Toronto', 'pageNum=1']],
    ['/list/on/toronto/liberty-village', ['/listings?', 'neighborhood=Liberty+Village']],
    ['/map', ['/geo/lake']],
  ])('names the first requests a guest makes on %s', async (path, parts) => {
    const { firstRequests } = await renderPage(path)
    const first = firstRequests[0] ?? ''
    for (const part of parts) expect(first).toContain(part)
    expect(first).toMatch(/^https?:\/\//)
  })

  it("names the map's small first requests, and leaves its neighbourhoods' outlines to its code", async () => {
    const { firstRequests } = await renderPage('/map')
    expect(firstRequests.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      '/geo/lake',
      '/polygons?type=city',
    ])
  })

  it.each(['/', '/about', LISTING_FRAME.path])('names no first request on %s', async (path) => {
    expect((await renderPage(path)).firstRequests).toEqual([])
  })

  it("renders the listing pages' frame: the page's skeleton, titled, in the layout", async () => {
    const page = await renderPage(LISTING_FRAME.path)
    expect(page.html).toMatch(/^<title>Listing details/)
    expect(page.html).toContain('role="status"')
    expect(page.html).toContain('aria-label="Homewise home"')
    expect(page.html).toContain('<footer')
  })

  it.each(['/auth/login', '/auth/new-account', '/auth/verify'])(
    'renders %s as a guest sees it, with its form',
    async (path) => {
      const page = await renderPage(path)
      expect(page.html).toContain('<form')
      // Its controls stay disabled until hydration, so a fast visitor cannot submit it natively.
      expect(page.html).toMatch(/<fieldset disabled=""[^>]*role="presentation"/)
      expect(page.html).not.toContain('aria-busy="true" aria-label="Loading"')
    },
  )
})

describe('pageDocument', () => {
  const page = {
    html: '<title>About us | Homewise</title><meta name="description" content="About"/><div>hi</div>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  }
  const document = pageDocument(TEMPLATE, page, '/about', 'https://example.ca/real-estate/about')

  it("puts the page's title, description, canonical link and styles in the head", () => {
    const head = document.slice(0, document.indexOf('</head>'))
    expect(head).toContain('<title>About us | Homewise</title>')
    expect(head).not.toContain('<title>Homewise</title>')
    expect(head).toContain('<meta name="description" content="About"/>')
    expect(head).not.toContain('content="default"')
    expect(head).toContain('<link rel="canonical" href="https://example.ca/real-estate/about" />')
    expect(head).toContain(page.styles)
  })

  it('puts the markup in #root, marked with the path it was rendered for', () => {
    expect(document).toContain('<div id="root" data-rendered="/about"><div>hi</div></div>')
  })

  it("names the page's first requests in the head, so the browser asks with the HTML", () => {
    const url = 'http://127.0.0.1:8787/listings?city=Toronto&pageNum=1'
    const named = pageDocument(TEMPLATE, { ...page, firstRequests: [url] }, '/about', 'u')
    const head = named.slice(0, named.indexOf('</head>'))
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://127.0.0.1:8787/listings?city=Toronto&amp;pageNum=1" />',
    )
  })

  it('keeps the template title where the page names none', () => {
    const plain = pageDocument(TEMPLATE, { html: '<div></div>', styles: '' }, '/x', 'u')
    expect(plain).toContain('<title>Homewise</title>')
  })

  it("gives a template with no title of its own (the app's frame) the page's title and description, once", () => {
    const bare = TEMPLATE.replace(/<title>[^<]*<\/title>/, '').replace(
      /<meta name="description"[^>]*>/,
      '',
    )
    const head = pageDocument(bare, page, '/about', 'u').split('</head>')[0] ?? ''
    expect(head.match(/<title>/g)).toEqual(['<title>'])
    expect(head).toContain('<title>About us | Homewise</title>')
    expect(head.match(/name="description"/g)).toEqual(['name="description"'])
  })

  it('refuses a template without an empty #root', () => {
    expect(() => pageDocument('<html></html>', page, '/', 'u')).toThrow(/root/)
  })
})

describe('the rendered pages', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/list/on/toronto', 'list/on/toronto.html'],
  ])('writes %s as %s', (path, file) => {
    expect(pageFile(path)).toBe(file)
  })

  it('include a list page for every city and every neighbourhood', () => {
    const places = placePages()
    expect(places).toContain('/list/on/toronto')
    expect(places).toContain('/list/on/mississauga')
    expect(places).toContain('/list/on/toronto/liberty-village')
    expect(new Set(places).size).toBe(places.length)
  })

  it('are all in the sitemap, and robots.txt names it', () => {
    const urls = [...SCREENS, ...placePages()].map((path) => `https://example.ca${path}`)
    const xml = sitemap(urls)
    for (const url of urls) expect(xml).toContain(`<loc>${url}</loc>`)
    expect(robots('https://example.ca/sitemap.xml')).toContain(
      'Sitemap: https://example.ca/sitemap.xml',
    )
  })
})
