/**
 * One call to a test server as a client makes it: the ID token as bearer when given, a JSON body
 * when given. The answer keeps its status, headers and text, and its body parsed when it is JSON.
 */
export async function callService(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
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
