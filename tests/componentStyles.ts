/**
 * Component styles stay out of the test document unless a test asks for them.
 *
 * jsdom has no layout; it computes an element's style by matching every rule in the document
 * against it, and Testing Library asks for computed styles all the time (each `*ByRole` query
 * checks every candidate's accessible name and visibility, user-event checks `pointer-events`
 * before each click). With a screen's emotion rules in the document that was about a quarter of
 * a screen test's time. How components look is checked in the browser (the end-to-end suite);
 * the jsdom suites check what a screen says and does. Emotion's tags are created as usual (so
 * emotion behaves as in the browser) but are not attached to the head, so jsdom never parses them.
 * Inline styles (MUI's transitions hide with them) still apply.
 */
let keepStyles = false

/** For a test file that asserts a component's styles: emotion's tags join the document again. */
export function keepComponentStyles(): void {
  keepStyles = true
}

function isEmotionTag(node: Node): boolean {
  return !keepStyles && node instanceof HTMLStyleElement && node.hasAttribute('data-emotion')
}

/** Called once by the jsdom setup, before any test renders. */
export function leaveComponentStylesOut(): void {
  const head = document.head
  const insertBefore = head.insertBefore.bind(head)
  const appendChild = head.appendChild.bind(head)
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
    isEmotionTag(node) ? node : insertBefore(node, child)
  head.appendChild = <T extends Node>(node: T): T => (isEmotionTag(node) ? node : appendChild(node))
}
