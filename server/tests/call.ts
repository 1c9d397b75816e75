/**
 * One call to a test server as a client makes it: the ID token as bearer when given, a body when
 * given (a Buffer's bytes as they are, anything else as JSON) and any other headers. The answer
 * keeps its status, headers and text, and its body parsed when it is JSON.
 */
export async function callService(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const raw = Buffer.isBuffer(body)
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
  })
  const text = await response.text()
  const json = text.startsWith('{') || text.startsWith('[')
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: json ? (JSON.parse(text) as unknown) : undefined,
  }
}
