/** What stands in a log line or an error report where personal data or a secret was. */
export const REDACTED = '[redacted]'

const EMAIL = /[\w.!#$%&'*+^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g

/**
 * A North American phone number however it is written (`+1 (416) 555-0199`, `416.555.0199`,
 * `4165550199`), but not a longer run of digits such as a timestamp or an id.
 */
const PHONE = /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\w)/g

/** `text` with every e-mail address and phone number in it replaced. */
export function withoutPersonalData(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED)
}

/** Query parameters that carry a secret, or a person's contact details, whatever their value. */
const SECRET_PARAMETER = /token|ticket|signature|credential|secret|password|restore|email|phone/i
const SECRET_PARAMETER_NAME = /^(?:code|key|sig|auth)$/i

function isSecretParameter(name: string): boolean {
  return SECRET_PARAMETER.test(name) || SECRET_PARAMETER_NAME.test(name)
}

/**
 * A request URL as it may be logged: the values of token-bearing parameters (unsubscribe and
 * undo tokens, upload tickets, presigned signatures) replaced, and any e-mail or phone number
 * elsewhere in it too. The parameters' names stay, so the line still says what was asked.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?')
  const path = withoutPersonalData(queryAt === -1 ? url : url.slice(0, queryAt))
  if (queryAt === -1) return path
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const rawName = equals === -1 ? pair : pair.slice(0, equals)
      if (equals === -1) return withoutPersonalData(pair)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '))
      } catch {
        // A malformed escape is logged as it came (still checked below).
      }
      if (isSecretParameter(name)) return `${rawName}=${REDACTED}`
      let value = pair.slice(equals + 1)
      try {
        value = decodeURIComponent(value.replace(/\+/g, ' '))
      } catch {
        // As above.
      }
      const clean = withoutPersonalData(value)
      return clean === value ? pair : `${rawName}=${clean}`
    })
    .join('&')
  return `${path}?${query}`
}
