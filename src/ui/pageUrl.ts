/**
 * The address a visitor would share for `path` (the app's base path included). The build-time
 * render has no window and draws share menus closed, so it never shows this address; it gets the
 * path on a placeholder origin.
 */
export function pageUrl(path: string): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin
  return new URL(path, origin).href
}
