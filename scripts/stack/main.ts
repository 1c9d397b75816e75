// `npm run stack`: the production-shaped stack of compose.yaml on this machine, without
// containers: the build (SPA and compiled service, its addresses pointing at nginx), then
// PostgreSQL, Redis, an S3-compatible server, a mail catcher and a user pool's stand-in, the
// migrations once, STACK_INSTANCES compiled instances (2) with production settings, and nginx
// with deploy/nginx/site.conf on STACK_PORT (8090). Ctrl-C stops everything and deletes its data.
//
// STACK_BUILD=0 reuses dist/ and dist-server/ from an earlier `npm run stack`; STACK_LISTINGS sets
// the generated market's size (20,000); STACK_HOST the name the site goes by (this machine's).
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { STACK_AUDIENCE, STACK_ISSUER, stackHost, startStack } from './stack'

const root = fileURLToPath(new URL('../../', import.meta.url))
const SITE_PORT = Number(process.env.STACK_PORT ?? 8090)
const S3_PORT = Number(process.env.STACK_S3_PORT ?? 8094)
const INSTANCES = Number(process.env.STACK_INSTANCES ?? 2)
const LISTINGS = Number(process.env.STACK_LISTINGS ?? 20_000)

const origin = `http://${stackHost()}:${String(SITE_PORT)}`

if (process.env.STACK_BUILD !== '0') {
  // The SPA reaches the service through nginx, on its own origin, as compose.yaml builds it.
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_REALTY_API_URL: `${origin}/api`,
      VITE_CONTACT_API_URL: `${origin}/api`,
      VITE_CUSTOMER_API_URL: `${origin}/api`,
      VITE_IMAGE_CDN_URL: `${origin}/api/cdn`,
      VITE_DOCUMENT_STORE_URL: `http://127.0.0.1:${String(S3_PORT)}`,
    },
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// nginx's root holds real-estate/, the build (the image copies dist/ there).
const spaRoot = mkdtempSync(join(tmpdir(), 'homewise-stack-site-'))
chmodSync(spaRoot, 0o755)
symlinkSync(join(root, 'dist'), join(spaRoot, 'real-estate'))

const stack = await startStack({
  distServer: join(root, 'dist-server'),
  instances: INSTANCES,
  datasetSize: LISTINGS,
  s3: { port: S3_PORT },
  site: {
    port: SITE_PORT,
    spaRoot,
    policyConf: readFileSync(join(root, 'deploy/nginx/content-security-policy.conf'), 'utf8'),
  },
  onLine: (instance, line) => {
    // Warnings and errors only: every request is logged at info.
    if (/"level":(40|50|60)/.test(line)) console.log(`${instance} ${line}`)
  },
  onMail: (mail) => {
    const to = [mail.to ?? []].flat().map((address) => address.text)
    console.log(`mail to ${to.join(', ')}: ${mail.subject ?? ''}`)
  },
})

const token = await stack.pool.token(
  { sub: '33333333-3333-4333-8333-333333333333', email: 'stack@example.ca', given_name: 'Stack' },
  { issuer: STACK_ISSUER, audience: STACK_AUDIENCE, expires: '12h' },
)
console.log(`
The stack is up (${String(INSTANCES)} instances over PostgreSQL, Redis and S3, behind nginx):
  site       ${origin}/real-estate/
  API        ${origin}/api/health
  instances  ${stack.instances.map(({ baseUrl }) => baseUrl).join('  ')}
  database   ${stack.databaseUrl ?? ''}
  service key (x-service-key)  ${stack.serviceKey}
  a customer's ID token (12 h; the SPA's sign-in needs a real user pool):
    curl -H "authorization: Bearer ${token}" ${origin}/api/user
E-mails are caught and named here. Ctrl-C stops everything and deletes its data.
`)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  console.log('stopping the stack…')
  void stack.stop().finally(() => {
    rmSync(spaRoot, { recursive: true, force: true })
    process.exit(0)
  })
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
