/**
 * The page's start script, inlined at the end of its body at build (scripts/vite/inlineScripts.ts):
 * it runs as soon as the build's markup is parsed, before any of the app's code has loaded.
 */
import { photoPainted, startPage } from './pageStart'

window.pageStarted = startPage(window)
  .then((photo) => (photo === undefined ? undefined : photoPainted(window, photo)))
  .catch(() => {
    // Without its early answer the page shows its skeleton until the app asks again itself.
  })
