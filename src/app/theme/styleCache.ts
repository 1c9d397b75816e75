import createCache, { type EmotionCache } from '@emotion/cache'

/** The element the production build inlines into index.html (see `criticalStyles` in vite.config). */
export const CRITICAL_STYLES_ID = 'critical-styles'

/**
 * The app's emotion cache. The production build ships the first screens' styles as one
 * stylesheet inside index.html, parsed with the page (scripts/captureCriticalCss.ts records
 * them). Their class names are marked as inserted here, so the first renders neither compile
 * those styles (stylis) nor insert them rule by rule: on a mid-range phone that was most of
 * the first render's long task. A style not listed is compiled and inserted as usual, so a
 * stale list only costs speed; a listed name always has its rules, because names are hashes of
 * the styles themselves.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' })
  const names = doc.getElementById(CRITICAL_STYLES_ID)?.dataset.names ?? ''
  for (const name of names.split(' ')) {
    if (name) cache.inserted[name] = true
  }
  return cache
}
