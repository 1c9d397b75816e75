import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The native SQLite binding: loaded from where it is installed, never copied into the file. */
const NATIVE = /^better-sqlite3$/

/** A worker's module compiled into one file, and how to remove it when the pool closes. */
export interface WorkerBundle {
  readonly url: URL
  remove(): Promise<void>
}

/**
 * The worker compiled ahead of time beside where its source would be (`x.ts` → `x.js`), as the
 * server build (scripts/build/server.ts) writes it for the compiled service; undefined when the
 * service runs from source.
 */
function prebuiltWorker(entry: URL): URL | undefined {
  const compiled = new URL(entry.href.replace(/\.ts$/, '.js'))
  return compiled.href !== entry.href && existsSync(compiled) ? compiled : undefined
}

/**
 * A worker module (TypeScript) and everything it imports: the compiled service's prebuilt file
 * when there is one, else compiled once into one ES module in a temporary folder. A worker
 * thread does not inherit tsx's loader: registering it in each worker costs seconds there (every
 * imported file resolved and compiled through the loader again), where one plain file loads in
 * a few hundred milliseconds.
 */
export async function bundleWorker(entry: URL): Promise<WorkerBundle> {
  const prebuilt = prebuiltWorker(entry)
  if (prebuilt) return { url: prebuilt, remove: () => Promise.resolve() }
  // The compiler tsx runs the service with: the bundle runs the code tsx would. Loaded only
  // here, so the compiled service never needs it.
  const { build } = await import('esbuild')
  const dir = await mkdtemp(join(tmpdir(), 'homewise-worker-'))
  const file = join(dir, 'worker.mjs')
  try {
    await build({
      entryPoints: [fileURLToPath(entry)],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [
        {
          name: 'native-modules-where-installed',
          setup(builder) {
            builder.onResolve({ filter: NATIVE }, async (args) => {
              if (args.pluginData === NATIVE) return undefined
              const found = await builder.resolve(args.path, {
                kind: args.kind,
                resolveDir: args.resolveDir,
                pluginData: NATIVE,
              })
              return { path: pathToFileURL(found.path).href, external: true }
            })
          },
        },
      ],
    })
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: pathToFileURL(file),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
