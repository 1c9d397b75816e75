import DOMPurify from 'dompurify'

declare const sanitized: unique symbol

/** HTML that went through `sanitizeReviewHtml`: the only HTML a review card puts in the page. */
export type SafeHtml = string & { readonly [sanitized]: true }

/**
 * Review bodies are HTML from the review platforms. Only text formatting survives: no scripts,
 * no event handlers, no styles, and links only to http(s) or mail addresses.
 */
export function sanitizeReviewHtml(html: string): SafeHtml {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  }) as SafeHtml
}
