/**
 * Where to go after signing in: the `redirect` query parameter with the
 * base path stripped, or `/` when it is missing or equals the base path. Only a path inside the
 * app is honoured: absolute URLs, protocol-relative `//host`, backslash tricks, control
 * characters and `javascript:` values all give `/`, so the login page is never an open redirect.
 */
export function safeRedirect(value: string | null | undefined, basePath: string): string {
  if (!value) return '/'
  let path = value.trim()
  // Browsers drop tabs and newlines inside URLs and read `\` as `/`: refuse what they would rewrite.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return '/'
  if (!path.startsWith('/') || path.startsWith('//')) return '/'
  if (basePath && (path === basePath || path === `${basePath}/`)) return '/'
  if (basePath && path.startsWith(`${basePath}/`)) path = path.slice(basePath.length)
  else if (basePath && path.startsWith(`${basePath}?`)) path = `/${path.slice(basePath.length)}`
  if (path.startsWith('//') || !path.startsWith('/')) return '/'
  // Whatever the string says, the browser must agree it stays on this origin.
  try {
    const origin = 'https://app.invalid'
    const resolved = new URL(path, origin)
    if (resolved.origin !== origin) return '/'
    return `${resolved.pathname}${resolved.search}${resolved.hash}`
  } catch {
    return '/'
  }
}
