import createCache, { type EmotionCache } from '@emotion/cache'

/**
 * The app's emotion cache, keyed `css` in the browser and in the build-time render alike. The
 * rendered pages name their styles in a `<style data-emotion="css …">` tag (`pageStyleTags`);
 * emotion's cache adopts that tag when it is created in the browser, so hydration neither
 * compiles nor inserts the styles the page already has.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css' })
}
