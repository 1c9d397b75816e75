/**
 * The page's first script, small on purpose: the HTML the build rendered paints before any of the
 * app's code downloads or runs, then the app (main.tsx) and the route's chunks (listed on #root by
 * the build) load side by side, and the app hydrates the painted page. A page whose first paint
 * waited for the app's module graph would show nothing until all of it had run.
 */
import { afterFirstPaint } from './afterFirstPaint'
import { moduleList, preloadModules } from './preloadModules'

// On a page with a first photo, the app waits until it is painted (src/app/pageStart.ts).
void afterFirstPaint()
  .then(() => window.pageStarted)
  .then(() => {
    preloadModules(document, moduleList(document.getElementById('root')?.dataset.routeChunks))
    return import('../main')
  })
