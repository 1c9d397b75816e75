import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageDocument, styleTag } from '../../scripts/prerender/pageDocument'
import {
  ROUTE_MODULES,
  routeChunkFiles,
  routePattern,
  routeStyleFiles,
  type BuildManifest,
} from '../../scripts/prerender/routeChunks'
import { renderPage } from '../../src/entry-server'

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
  '_shell.js': { file: 'assets/c-shell.js', css: ['assets/shell.css'] },
  '_mui.js': { file: 'assets/c-mui.js', imports: ['_shell.js'], css: ['assets/swiper.css'] },
  'src/features/list/ListPage.tsx': {
    file: 'assets/c-list.js',
    imports: ['index.html', '_mui.js', 'src/features/list/listData.ts'],
  },
  'src/features/list/listData.ts': { file: 'assets/c-listData.js', imports: ['index.html'] },
}

describe("a route's chunks", () => {
  it.each([
    [['/', undefined, undefined], '/'],
    [['/', undefined, 'about'], '/about'],
    [['/', undefined, 'auth', 'login'], '/auth/login'],
    [['/', undefined, 'list/:state?/:city?/:neighborhood?'], '/list/:state?/:city?/:neighborhood?'],
    [['/', undefined, '*'], '/*'],
  ])('the matched paths %j make the pattern %s', (paths, pattern) => {
    expect(routePattern(paths)).toBe(pattern)
  })

  it("are its modules and their static imports, less the entry's own", () => {
    expect(routeChunkFiles('/list/:state?/:city?/:neighborhood?', manifest)).toEqual([
      'assets/c-list.js',
      'assets/c-listData.js',
      'assets/c-mui.js',
    ])
  })

  it('fail the build for a route nobody listed', () => {
    expect(() => routeChunkFiles('/nowhere', manifest)).toThrow(/no modules listed/)
    expect(() => routeStyleFiles('/nowhere', manifest)).toThrow(/no modules listed/)
  })

  it("bring the stylesheets they import, less the entry's own", () => {
    expect(routeStyleFiles('/list/:state?/:city?/:neighborhood?', manifest)).toEqual([
      'assets/swiper.css',
    ])
  })

  it("put the route's stylesheets in the head, after the render's styles", () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>'
    const page = { html: '<h1>Hi</h1>', styles: '<style data-emotion="css x">.x{}</style>' }
    const tag = styleTag('/real-estate/assets/swiper.css', '.swiper{display:flex}')
    const document = pageDocument(template, page, '/x', 'u', { chunks: [], styles: tag })
    expect(document).toContain(
      '<style data-emotion="css x">.x{}</style><style data-route-css="/real-estate/assets/swiper.css">.swiper{display:flex}</style>\n  </head>',
    )
  })

  it('keep a stylesheet inside its style tag', () => {
    expect(styleTag('/a.css', 'a{content:"</style><script>"}')).toBe(
      '<style data-route-css="/a.css">a{content:"<\\/style><script>"}</style>',
    )
  })

  it('name modules that exist', () => {
    for (const modules of Object.values(ROUTE_MODULES)) {
      for (const module of modules) expect(existsSync(module), module).toBe(true)
    }
  })

  it.each(['/', '/about', '/list/on/toronto', '/trends', '/map', '/auth/login', '/404'])(
    'are listed for the rendered page %s',
    async (path) => {
      const { routePaths } = await renderPage(path)
      expect(ROUTE_MODULES[routePattern(routePaths)]).toBeDefined()
    },
  )

  it('are listed on #root for the boot script, not preloaded ahead of the first paint', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>'
    const document = pageDocument(template, { html: '<h1>Hi</h1>', styles: '' }, '/x', 'u', {
      chunks: ['/real-estate/assets/c-list.js', '/real-estate/assets/c-data.js'],
      styles: '',
    })
    expect(document).toContain(
      '<div id="root" data-rendered="/x" data-route-chunks="/real-estate/assets/c-list.js /real-estate/assets/c-data.js">',
    )
    expect(document).not.toContain('modulepreload')
  })
})
