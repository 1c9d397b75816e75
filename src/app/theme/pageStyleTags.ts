import type { EmotionCriticalToChunks } from '@emotion/server/create-instance'

/** The attribute of the tags that hold a rendered page's styles, which emotion leaves alone. */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles'

/**
 * A rendered page's styles as tags for its head. emotion's cache, as it starts in the browser,
 * moves every `<style data-emotion="…">` tag it finds to the end of the head, and each `Global`
 * moves its own tag again as it takes it over; the browser parses a moved sheet again and
 * recomputes the styles of every element its rules could match. For the component rules (about
 * 100 kB on `/`) and for the baseline's `*` and `body` rules that is the whole page, in the app's
 * first task and again in the hydration's commit on a phone. So every chunk's rules stand in a tag
 * that emotion never moves, followed by an empty emotion tag of the chunk's name: the cache adopts
 * the component styles' names and inserts none of them again, and each `Global` finds its empty
 * tag, takes it over and, taking over, inserts nothing. The chunks keep their order, so the global
 * rules come before the component rules, and every style the browser inserts later after both.
 */
export function pageStyleTags({ styles }: EmotionCriticalToChunks): string {
  return styles
    .map(
      ({ key, ids, css }) =>
        `${css ? `<style ${PAGE_STYLES_ATTRIBUTE}>${css}</style>` : ''}<style data-emotion="${key} ${ids.join(' ')}"></style>`,
    )
    .join('')
}
