import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
/** Debian's nginx, as the `web` image runs it. */
const NGINX = '/usr/sbin/nginx'

/** Replaces `pattern` in the site's configuration, which must hold it exactly `times` times. */
function replaceIn(conf: string, pattern: RegExp, replacement: string, times: number): string {
  const found = conf.match(new RegExp(pattern.source, 'g'))?.length ?? 0
  if (found !== times) {
    throw new Error(`deploy/nginx/site.conf: ${String(pattern)} found ${String(found)} times`)
  }
  return conf.replace(new RegExp(pattern.source, 'g'), replacement)
}

export interface LocalSite {
  /** Where nginx listens (`127.0.0.1:8090`, or a port alone for every address). */
  readonly listen: string
  /** The folder holding `real-estate/` (the built SPA), as /usr/share/nginx/html in the image. */
  readonly root: string
  /** The service's instances, `127.0.0.1:<port>` each, in place of the containers' names. */
  readonly upstreams: readonly string[]
}

/**
 * deploy/nginx/site.conf with this machine's addresses for the containers': the listening
 * address, the build's folder and the instances. Everything else is the file as deployed.
 */
export function localSiteConf({ listen, root, upstreams }: LocalSite): string {
  let conf = readFileSync(join(repoRoot, 'deploy/nginx/site.conf'), 'utf8')
  conf = replaceIn(conf, /listen 8080;/, `listen ${listen};`, 1)
  conf = replaceIn(conf, /root \/usr\/share\/nginx\/html;/, `root ${root};`, 1)
  const servers = upstreams.map((address) => `server ${address} max_fails=3 fail_timeout=10s;`)
  conf = replaceIn(conf, /server service-1:8787[^;]*;/, servers.join('\n    '), 1)
  return replaceIn(conf, /\n\s*server service-2:8787[^;]*;/, '', 1)
}

/**
 * What the official nginx image's /etc/nginx/nginx.conf gives the site, with every path nginx
 * writes inside `prefix`, so no file of the machine is needed or touched.
 */
const mainConf = (prefix: string) => `
worker_processes 1;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include site.conf;
}
`

export interface RunningNginx {
  /** What nginx wrote to its error log so far. */
  log(): string
  /** Stops nginx gracefully and deletes its folder; waits until it has exited. */
  stop(): Promise<void>
}

/**
 * nginx with deploy/nginx/site.conf in a temporary folder, in the foreground; resolves once it
 * answers on `probeUrl`. `policyConf` is the generated content-security-policy.conf (a `map`).
 */
export async function startNginx(
  site: LocalSite,
  policyConf: string,
  probeUrl: string,
): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'homewise-nginx-'))
  // nginx started as root hands requests to unprivileged workers, which must read the files.
  chmodSync(prefix, 0o755)
  mkdirSync(join(prefix, 'temp'))
  writeFileSync(join(prefix, 'site.conf'), localSiteConf(site))
  writeFileSync(join(prefix, 'content-security-policy.conf'), policyConf)
  writeFileSync(join(prefix, 'nginx.conf'), mainConf(prefix))
  const child = spawn(
    NGINX,
    [
      ...['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf')],
      ...['-g', `daemon off; pid ${prefix}/nginx.pid; error_log stderr warn;`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT')
      await exited
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`nginx exited: ${log}`)
    }
    try {
      await fetch(probeUrl)
      return { log: () => log, stop }
    } catch {
      await delay(50)
    }
  }
}
