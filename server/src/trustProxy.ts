import { isIP } from 'node:net'

// TRUST_PROXY as the service reads it: which proxies' `X-Forwarded-For` names the client.

const PROXY_FORMS =
  "a hop count (the number of proxies in front, e.g. 1) or the proxies' addresses " +
  '(e.g. 10.0.0.0/8,127.0.0.1)'

/** An address or a range of them (`10.0.0.0/8`), or a name proxy-addr knows for one. */
const isProxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/')
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true
  return (
    isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix))
  )
}

/**
 * `true` would take the client's address from whatever `X-Forwarded-For` the client itself
 * sends, so anyone could pose as any address (loopback included); only a hop count or the
 * proxies' own addresses say which forwarded entry a trusted proxy wrote. It is read as it is
 * and refused at start (trustProxyProblem), beside every other refused setting in one message.
 */
export function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d{1,3}$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  if (!entries.every(isProxyAddress)) {
    throw new Error(`TRUST_PROXY must be ${PROXY_FORMS}, not "${value}"`)
  }
  return entries.join(',')
}

/** Why a TRUST_PROXY setting may not start the service, or undefined when it may. */
export function trustProxyProblem(setting: boolean | number | string): string | undefined {
  return setting === true
    ? `TRUST_PROXY=true would trust any client's X-Forwarded-For; give ${PROXY_FORMS}`
    : undefined
}
