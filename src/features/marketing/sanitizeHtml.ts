import DOMPurify from 'dompurify'

/**
 * Review bodies are HTML from the review platforms. Only text formatting survives: no scripts,
 * no event handlers, no styles, and links only to http(s) or mail addresses.
 */
export function sanitizeReviewHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a'],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  })
}
