import { Amplify } from 'aws-amplify'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const POOL_ID = 'local_homewise'
export const CLIENT_ID = 'homewise-local-client'

export interface TestIdentityProvider {
  readonly endpoint: string
  readonly issuer: string
  readonly jwksUrl: string
  /** The pending confirmation or reset code the emulator holds for an email address. */
  code(email: string): string
  close(): Promise<void>
}

interface StoredUser {
  Attributes: { Name: string; Value: string }[]
  ConfirmationCode?: string
}

/** The repo's cognito-local setup on a free loopback port over a fresh data folder. */
export async function startTestIdentityProvider(): Promise<TestIdentityProvider> {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1'
  const dataDir = mkdtempSync(join(tmpdir(), 'homewise-idp-'))
  // Port 0 would give tokens an issuer with port 0; pick a free port first.
  const probe: Server = (await import('node:http')).createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  // Imported here, after the flag above: the emulator loads aws-sdk v2, whose notice is noise.
  const { startIdentityProvider } = await import('../../cognito/idp')
  const server = await startIdentityProvider({
    dataDir,
    host: '127.0.0.1',
    port,
    logLevel: 'silent',
  })
  const endpoint = `http://127.0.0.1:${String(port)}`
  return {
    endpoint,
    issuer: `${endpoint}/${POOL_ID}`,
    jwksUrl: `${endpoint}/${POOL_ID}/.well-known/jwks.json`,
    code(email) {
      const pool = JSON.parse(readFileSync(join(dataDir, `${POOL_ID}.json`), 'utf8')) as {
        Users: Record<string, StoredUser>
      }
      const user = Object.values(pool.Users).find((candidate) =>
        candidate.Attributes.some(
          (attribute) => attribute.Name === 'email' && attribute.Value === email,
        ),
      )
      if (!user?.ConfirmationCode) throw new Error(`no pending code for ${email}`)
      return user.ConfirmationCode
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Points the real Amplify client at the test pool, as the SPA's config does at the local one. */
export function configureAmplify(idp: TestIdentityProvider): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: POOL_ID,
        userPoolClientId: CLIENT_ID,
        userPoolEndpoint: idp.endpoint,
        loginWith: { email: true },
      },
    },
  })
}
