/**
 * The page's start script, inlined at the end of its body at build (scripts/vite/inlineScripts.ts):
 * it runs as soon as the build's markup is parsed, before any of the app's code has loaded.
 */
import { startPage } from './pageStart'

startPage(window).catch(() => {
  // Without its early answer the page shows its skeleton until the app asks again itself.
})
