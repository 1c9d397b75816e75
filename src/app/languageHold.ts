import type { Language } from './languageDetection'

/**
 * A page is rendered at build time in English. A visitor who reads another language must not see
 * that English before the app has drawn the page in theirs, and nothing may move when it does: so
 * a script in the page's head (bundled at build from languageHoldScript.ts) marks the document
 * before its first paint, and the page's text keeps its place but stays invisible until the app's
 * first render in that language is in (releaseLanguageHold, from main.tsx).
 */
export const LANGUAGE_HOLD_ATTRIBUTE = 'data-language-hold'

/**
 * If the app never renders (its code cannot be fetched), the page's own text shows after this
 * long rather than never: an English page beats a blank one.
 */
export const LANGUAGE_HOLD_LIMIT_SECONDS = 10

/** Hidden, not removed: the boxes keep their size, so revealing the page shifts nothing. */
export const languageHoldCss =
  `html[${LANGUAGE_HOLD_ATTRIBUTE}] #root{visibility:hidden;` +
  `animation:language-hold 0s linear ${String(LANGUAGE_HOLD_LIMIT_SECONDS)}s forwards}` +
  `@keyframes language-hold{to{visibility:visible}}`

/** Marks the document for a visitor whose language is not the one the build rendered. */
export function holdTextForLanguage(document: Document, language: Language): void {
  if (language === 'en') return
  const root = document.documentElement
  root.lang = language
  root.setAttribute(LANGUAGE_HOLD_ATTRIBUTE, '')
  const style = document.createElement('style')
  style.textContent = languageHoldCss
  document.head.append(style)
}

/** Whether the page's text is still held (nothing has been drawn in the visitor's language). */
export function languageHeld(document: Document): boolean {
  return document.documentElement.hasAttribute(LANGUAGE_HOLD_ATTRIBUTE)
}

/** The page now shows the visitor's language: its text may show. */
export function releaseLanguageHold(document: Document): void {
  document.documentElement.removeAttribute(LANGUAGE_HOLD_ATTRIBUTE)
}
