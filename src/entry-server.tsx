import createEmotionServer from '@emotion/server/create-instance'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './app/AppProviders'
import { config } from './app/config'
import { createI18n } from './app/i18n'
import { appRoutes, LIST_ROUTE, MAP_ROUTE } from './app/router'
import type { RouteAddress } from './app/routeData'
import { makeStore } from './app/store'
import { pageStyleTags } from './app/theme/pageStyleTags'
import { createStyleCache } from './app/theme/styleCache'
import { listFirstRequests } from './features/list/listData'
import { mapFirstRequests } from './features/map/mapData'

/** One page rendered at build time: its markup, the style tags it used, and its HTTP status. */
export interface RenderedPage {
  readonly html: string
  readonly styles: string
  readonly status: number
  /** The matched routes' own paths, outermost first (an index or pathless route has none). */
  readonly routePaths: readonly (string | undefined)[]
  /** The service addresses a guest's first render of the page asks for (absolute URLs). */
  readonly firstRequests: readonly string[]
}

/**
 * The first requests of the routes that show fetched data from their first paint and whose
 * addresses the build can know, by the route's path: the page's head names them so the browser
 * asks with the HTML (src/services/firstRequests.ts). A listing's address is known only in the
 * browser, so its frame names none.
 */
const FIRST_REQUESTS: Readonly<Record<string, (at: RouteAddress) => string[]>> = {
  [LIST_ROUTE]: (at) => listFirstRequests(at, new Date()),
  [MAP_ROUTE]: () => mapFirstRequests(),
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true })
  }
  return text + decoder.decode()
}

/**
 * Where the browser's tree has the language hold's release (main.tsx), a sibling of the router. It
 * draws nothing, but React's `useId` derives ids from the number of siblings, so without it every
 * id the build writes would differ from the browser's and a label pointing at one would miss.
 */
function LanguageHoldPlace() {
  return null
}

/**
 * Renders the app's own tree (the same providers, theme, router and strings as the browser) for
 * `path` under the app's base path, waiting for every lazy part, and extracts the styles that
 * render used, as emotion's server tools put them.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes(), { basename: config.basePath })
  const request = new Request(`http://localhost${config.basePath}${path}`)
  const context = await handler.query(request)
  if (context instanceof Response) {
    throw new Error(`${path} answers ${String(context.status)} (a redirect), not a page`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const styleCache = createStyleCache()
  const emotion = createEmotionServer(styleCache)
  const i18n = await createI18n('en')
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <AppProviders store={makeStore()} i18n={i18n} styleCache={styleCache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <LanguageHoldPlace />
    </AppProviders>,
    {
      // Every boundary inline, in place: a large one is otherwise written at the end, hidden,
      // with a script to move it, and the page would need JavaScript to show its content.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error)
      },
    },
  )
  const html = await readStream(prelude)
  // A part that threw would be left to the browser to draw: the page must be whole at build.
  if (errors.length > 0) throw new AggregateError(errors, `${path} did not render`)
  // Every class the render composed, not only those left in the markup: a styled component that
  // wraps another hands its class down to be merged into one, and the browser's render asks for
  // that inner class again. Were its style missing from the page, emotion would parse and insert
  // it anew while hydrating, on the main thread of a phone.
  const composed = `${html} ${Object.keys(styleCache.registered).join(' ')}`
  const styles = pageStyleTags(emotion.extractCriticalToChunks(composed))
  const routePaths = context.matches.map((match) => match.route.path)
  const last = context.matches.at(-1)
  const requestsOf = last?.route.path === undefined ? undefined : FIRST_REQUESTS[last.route.path]
  const firstRequests =
    last && requestsOf ? requestsOf({ params: last.params, url: new URL(request.url) }) : []
  return { html, styles, status: context.statusCode, routePaths, firstRequests }
}
