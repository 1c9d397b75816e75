import { createHash, createHmac } from 'node:crypto'
import { defaultProvider } from '@aws-sdk/credential-provider-node'
import { SignatureV4 } from '@smithy/signature-v4'

/** What the service asks of the identity pool as its administrator. */
export interface IdentityPoolAdmin {
  /**
   * Deletes the pool's user `sub` (`AdminDeleteUser`): `absent` when the pool has no such user
   * (deleted before), so a repeated deletion still ends. Throws when the pool cannot be reached.
   */
  deleteUser(sub: string): Promise<'deleted' | 'absent'>
}

/** The pool an ID token issuer names: Cognito's issuer is `<endpoint>/<pool id>`. */
export function poolOfIssuer(issuer: string): { endpoint: string; poolId: string; region: string } {
  const url = new URL(issuer)
  const poolId = url.pathname.replace(/^\/+|\/+$/g, '')
  // A real pool's host is cognito-idp.<region>.amazonaws.com, and its id starts with the region.
  const region = /^cognito-idp\.([a-z0-9-]+)\.amazonaws\.com$/.exec(url.hostname)?.[1]
  return { endpoint: url.origin, poolId, region: region ?? poolId.split('_')[0] ?? 'local' }
}

/** A SHA-256 as the request signer takes it, from node's own crypto. */
class Sha256 {
  readonly #hash
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.#hash =
      secret === undefined
        ? createHash('sha256')
        : createHmac('sha256', typeof secret === 'string' ? secret : toBuffer(secret))
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.#hash.update(typeof data === 'string' ? data : toBuffer(data))
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.#hash.digest()))
  }
}

const toBuffer = (data: ArrayBuffer | ArrayBufferView) =>
  ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data)

type Fetch = typeof fetch

/**
 * The pool's administration API over HTTP (Cognito's JSON protocol). A real pool's requests are
 * signed with the instance's AWS credentials; the local emulator takes them unsigned.
 */
export function identityPoolAdminFor(issuer: string, send: Fetch = fetch): IdentityPoolAdmin {
  const { endpoint, poolId, region } = poolOfIssuer(issuer)
  const signed = endpoint.startsWith('https://cognito-idp.')
  const signer = signed
    ? new SignatureV4({
        service: 'cognito-idp',
        region,
        credentials: defaultProvider(),
        sha256: Sha256,
      })
    : undefined
  return {
    async deleteUser(sub) {
      const url = new URL(endpoint)
      const request = {
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        path: '/',
        headers: {
          host: url.host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser',
        },
        body: JSON.stringify({ UserPoolId: poolId, Username: sub }),
      }
      const { headers } = signer ? await signer.sign(request) : request
      const answer = await send(`${endpoint}/`, {
        method: 'POST',
        headers,
        body: request.body,
        signal: AbortSignal.timeout(5000),
      })
      if (answer.ok) return 'deleted'
      const text = await answer.text()
      if (answer.status === 400 && text.includes('UserNotFoundException')) return 'absent'
      throw new Error(`the identity pool refused the deletion (${String(answer.status)})`)
    },
  }
}
