import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm start` / `npm run serve` run this as the `idp` process: the local Cognito user pool on
 * 127.0.0.1:9229. Verification and reset codes are printed here and kept in
 * server/data/cognito/local_homewise.json (each user's ConfirmationCode) until used.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const env = (name: string) => (process.env[name] === '' ? undefined : process.env[name])

const host = env('IDP_HOST') ?? '127.0.0.1'
const port = Number(env('IDP_PORT') ?? 9229)
const dataDir = env('IDP_DATA_DIR') ?? join(repoRoot, 'server', 'data', 'cognito')

// Before the emulator (and the aws-sdk v2 it loads) is imported: its end-of-support notice is noise.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1'
const { startIdentityProvider } = await import('./idp')
const server = await startIdentityProvider({ dataDir, host, port })
console.log(
  `identity provider (cognito-local) on http://${host}:${String(port)}, data in ${dataDir}`,
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
