import type { EmotionCache } from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './app/AppProviders'
import { config } from './app/config'
import { createI18n } from './app/i18n'
import { appRoutes, LIST_ROUTE, MAP_ROUTE } from './app/router'
import { dispatchThunk, type RouteAddress } from './app/routeData'
import { makeStore, type AppStore } from './app/store'
import { pageStyleTags } from './app/theme/pageStyleTags'
import { createStyleCache } from './app/theme/styleCache'
import { listFirstRequests } from './features/list/listData'
import { mapFirstRequests } from './features/map/mapData'
import { realtyApi } from './services/realtyApi'

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
 * browser, so its frame names none: the page's start script asks for it (src/app/pageStart.ts).
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
 * Renders the app's tree for `path` into a stream's text, with `store`'s state drawn as it is
 * (`drawsStartingState` false) or as a fresh store's (the page a browser hydrates).
 */
async function renderTree(
  router: Parameters<typeof StaticRouterProvider>[0]['router'],
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  store: AppStore,
  styleCache: EmotionCache,
  drawsStartingState: boolean,
): Promise<{ html: string; errors: unknown[] }> {
  const i18n = await createI18n('en')
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <AppProviders
      store={store}
      i18n={i18n}
      styleCache={styleCache}
      drawsStartingState={drawsStartingState}
    >
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
  return { html: await readStream(prelude), errors }
}

/** The styles a render registered with emotion: the rules by name, the classes composed. */
type StyleRecords = Pick<EmotionCache, 'inserted' | 'registered'>

/** Each route's styles as its screen looks with answers, rendered once per build. */
const answeredByRoute = new Map<string, StyleRecords>()

/**
 * Renders the page at `path` as its screen looks when its first answers have come (the route's
 * loader asks the sample service the build runs, through `fetch`) and keeps nothing of it but the
 * styles it registered. A screen whose cards, photos and figures arrive after the first paint
 * would otherwise compose, serialize and insert all of their styles on the phone's main thread in
 * the answer's commit (on a listing page about 140 rules, the longest task of its start-up).
 * Undefined for a route without a loader, or a page of it that asks nothing (the list with no
 * place): it shows no fetched data.
 */
async function answeredStyles(path: string): Promise<StyleRecords | undefined> {
  const store = makeStore()
  const handler = createStaticHandler(appRoutes(store), { basename: config.basePath })
  const context = await handler.query(new Request(`http://localhost${config.basePath}${path}`))
  if (context instanceof Response) return undefined
  if (!context.matches.some((match) => match.route.loader)) return undefined
  // The loader has started its requests (every one an endpoint of the realty API): RTK Query's
  // own server-rendering wait. A page of the route that asks nothing (the list with no place)
  // shows no answer either.
  const running = dispatchThunk(store, realtyApi.util.getRunningQueriesThunk())
  if (running.length === 0) return undefined
  await Promise.all(running)
  const styleCache = createStyleCache()
  // As emotion's server tools set it: the rules stay in the cache, not inline in the markup.
  styleCache.compat = true
  const router = createStaticRouter(handler.dataRoutes, context)
  const { errors } = await renderTree(router, context, store, styleCache, false)
  if (errors.length > 0) throw new AggregateError(errors, `${path} did not render with answers`)
  return { inserted: styleCache.inserted, registered: styleCache.registered }
}

/** Where the build's sample service stands in for: the realty service's calls go to it. */
export const sampleServiceUrl = config.realtyApiUrl

/**
 * Renders the app's own tree (the same providers, theme, router and strings as the browser) for
 * `path` under the app's base path, waiting for every lazy part, and extracts the styles that
 * render used, as emotion's server tools put them, with those of the same screen filled by its
 * first answers when `answeredPath` names a page of it (the build's sample service answers).
 */
export async function renderPage(path: string, answeredPath?: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes(), { basename: config.basePath })
  const request = new Request(`http://localhost${config.basePath}${path}`)
  const context = await handler.query(request)
  if (context instanceof Response) {
    throw new Error(`${path} answers ${String(context.status)} (a redirect), not a page`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const styleCache = createStyleCache()
  const emotion = createEmotionServer(styleCache)
  const { html, errors } = await renderTree(router, context, makeStore(), styleCache, true)
  // A part that threw would be left to the browser to draw: the page must be whole at build.
  if (errors.length > 0) throw new AggregateError(errors, `${path} did not render`)
  // Every page of a route shares one screen, and so its styles with answers: the first page
  // of each route that shows an answer renders them.
  const route = context.matches.at(-1)?.route.id
  if (answeredPath !== undefined && route !== undefined) {
    const answered = answeredByRoute.get(route) ?? (await answeredStyles(answeredPath))
    if (answered) {
      answeredByRoute.set(route, answered)
      Object.assign(styleCache.inserted, answered.inserted)
      Object.assign(styleCache.registered, answered.registered)
    }
  }
  // Every class the renders composed, not only those left in the markup: a styled component that
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
