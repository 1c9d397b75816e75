import type { EmotionCriticalToChunks } from '@emotion/server/create-instance'

/** The attribute of the tag that holds a rendered page's component styles. */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles'

/**
 * A rendered page's styles as tags for its head. emotion's cache, as it starts in the browser,
 * moves every `<style data-emotion="css …">` tag it finds to the end of the head, and the browser
 * parses a moved sheet again and recomputes the page's styles: for a page's one large tag (about
 * 100 kB) that lengthened the app's first, longest task on a phone. So the component rules stand
 * in a tag of their own that emotion leaves alone, and emotion's tag, which it still adopts, names
 * the styles it need not insert again and carries no rules. Global styles keep emotion's own tags:
 * each `Global` finds its tag by name and takes it over. The rules come before emotion's tag, so
 * every style the browser inserts later still comes after them.
 */
export function pageStyleTags({ styles }: EmotionCriticalToChunks): string {
  return styles
    .map(({ key, ids, css }) =>
      key.endsWith('-global')
        ? `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`
        : `<style ${PAGE_STYLES_ATTRIBUTE}>${css}</style><style data-emotion="${key} ${ids.join(' ')}"></style>`,
    )
    .join('')
}
