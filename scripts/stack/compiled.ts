import { symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer } from '../build/server'

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The service compiled into `folder`/dist-server, with the checkout's node_modules linked beside
 * it (the compiled service loads its packages from there, as in the image). Answers dist-server.
 */
export async function compileServiceInto(folder: string): Promise<string> {
  const distServer = join(folder, 'dist-server')
  await buildServer(distServer)
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'))
  return distServer
}
