// `node scripts/afterHealth.mjs <url> <command> [args…]`: waits until <url> answers 2xx (polling
// every half second, at most 3 minutes), then runs the command in its place. `npm run
// serve:provider` starts the fake provider this way, after the local service has written its
// dataset, which the fake then reads: two processes never write the first dataset at once.
import { spawn } from 'node:child_process'

const [url, command, ...args] = process.argv.slice(2)
if (!url || !command) {
  console.error('usage: node scripts/afterHealth.mjs <url> <command> [args…]')
  process.exit(2)
}

const POLL_MS = 500
const GIVE_UP_MS = 180_000
const started = Date.now()

async function answers() {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

while (!(await answers())) {
  if (Date.now() - started > GIVE_UP_MS) {
    console.error(`${url} did not answer within ${String(GIVE_UP_MS / 1000)} s`)
    process.exit(1)
  }
  await new Promise((resolve) => setTimeout(resolve, POLL_MS))
}

const child = spawn(command, args, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0))
})
