/**
 * Compiles the service ahead of time into dist-server/, so production starts it with plain node
 * (package.json's `start:prod`, the container's command) instead of compiling TypeScript through
 * tsx at every start. Source maps beside each file let stack traces name the TypeScript.
 *
 * dist-server/ holds everything the service reads at run time, so it runs wherever it is copied
 * (with node_modules beside or above it):
 * - one ES module per command (`main.js`, `backup.js`), the service's own code bundled and every
 *   package loaded from node_modules;
 * - each worker thread's module compiled beside where its source would be
 *   (`server/src/realty/searchWorker.js`), where workerBundle.ts looks for it first;
 * - every file of server/src that is not TypeScript (the SQL migrations' folders, whatever is
 *   added there later) at its own path under dist-server/server/src/.
 * A module that finds its files through `import.meta.url` gets its source's place inside
 * dist-server/, so `new URL('./migrations/', import.meta.url)` keeps finding them.
 * RELEASE or the checkout's commit (server/src/release.ts) is written into the code.
 */
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { resolveRelease } from '../../server/src/release.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const SOURCE = 'server/src'

/** Commands: the file each is written to, from the source it starts at. */
export const COMMANDS: Readonly<Record<string, string>> = {
  'main.js': `${SOURCE}/main.ts`,
  'backup.js': `${SOURCE}/db/backupCommand.ts`,
  'migrate.js': `${SOURCE}/db/migrateCommand.ts`,
}

/** Worker threads' modules, each compiled to its own path with `.js` (workerBundle.ts). */
export const WORKERS: readonly string[] = [`${SOURCE}/realty/searchWorker.ts`]

/** Where a file of the repository sits inside the compiled output. */
const placeInOutput = (outDir: string, file: string) => join(outDir, relative(root, file))

/**
 * Replaces `import.meta.url` in each of the service's modules with its source's place inside
 * the output, relative to the bundle it lands in (`import.meta.url` of a bundle is the bundle's).
 */
function sourcePlaces(outDir: string, bundleFile: string): Plugin {
  return {
    name: 'source-places',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined
        const text = await readFile(args.path, 'utf8')
        if (!text.includes('import.meta.url')) return undefined
        const place = relative(dirname(bundleFile), placeInOutput(outDir, args.path))
        const url = `new URL(${JSON.stringify(`./${place}`)}, import.meta.url).href`
        return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' }
      })
    },
  }
}

async function compile(entry: string, outFile: string, outDir: string, release: string) {
  await build({
    entryPoints: [join(root, entry)],
    outfile: outFile,
    bundle: true,
    // Packages stay in node_modules: native bindings (better-sqlite3) and packages that read
    // their own files (the docs page's assets) load as they do from source.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    define: { __RELEASE__: JSON.stringify(release) },
    plugins: [sourcePlaces(outDir, outFile)],
  })
}

/** The files under `dir` that are not TypeScript, as paths relative to the repository. */
function runTimeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

/** Writes the compiled service to `outDir` (emptied first); returns the release it carries. */
export async function buildServer(
  outDir: string = join(root, 'dist-server'),
  release: string = resolveRelease(),
): Promise<string> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  // The bundles are ES modules named .js, whatever package.json they are copied beside.
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`)
  await Promise.all([
    ...Object.entries(COMMANDS).map(([file, entry]) =>
      compile(entry, join(outDir, file), outDir, release),
    ),
    ...WORKERS.map((entry) =>
      compile(
        entry,
        placeInOutput(outDir, join(root, entry)).replace(/\.ts$/, '.js'),
        outDir,
        release,
      ),
    ),
  ])
  for (const file of runTimeFiles(SOURCE)) {
    cpSync(join(root, file), placeInOutput(outDir, join(root, file)))
  }
  return release
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const release = await buildServer()
  console.log(`server build: dist-server/ (release ${release})`)
}
