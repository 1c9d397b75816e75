import { buildApp } from './app'
import { loadConfig } from './config'

/** In-flight requests get this long to finish on shutdown before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000

async function start() {
  try {
    const config = loadConfig()
    return { config, app: await buildApp(config, { warmSearchWorkers: true }) }
  } catch (error) {
    // A refused configuration is a sentence for whoever deploys, not a stack trace.
    console.error(`could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

const { config, app } = await start()

let closing = false
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  // A stuck connection must not keep the process alive forever; unref'd so it never delays exit.
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_GRACE_MS).unref()
  try {
    // Stops accepting connections, waits for in-flight requests, then closes the database.
    await app.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}

process.once('SIGINT', (signal) => void shutdown(signal))
process.once('SIGTERM', (signal) => void shutdown(signal))

try {
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  app.log.error({ err: error }, 'could not start')
  await app.close()
  process.exit(1)
}
