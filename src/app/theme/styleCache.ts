import createCache, { type EmotionCache } from '@emotion/cache'

/**
 * The app's emotion cache, keyed `css` in the browser and in the build-time render alike. The
 * rendered pages carry their styles as `<style data-emotion="css …">` tags; emotion's cache
 * adopts those tags when it is created in the browser, so hydration neither compiles nor inserts
 * the styles the page already has.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css' })
}
