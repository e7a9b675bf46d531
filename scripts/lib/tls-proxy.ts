// The shipped load balancer (docs/deploy/nginx.conf) run as shipped, for `npm run test:scale`: Debian's
// nginx (apt-get install -y nginx; `.ci/run` installs it), a self-signed certificate made here with
// openssl, and only what a machine without Docker must change put in: loopback addresses and free
// ports for the container names and the published ports, and the certificate's folder. Every other
// line (TLS settings, the headers passed on, the HTTP-to-HTTPS redirect, retries) is the file's own.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './config.ts';

export const NGINX = process.env['NGINX'] ?? '/usr/sbin/nginx';
export const SHIPPED_NGINX_CONF = join(repoRoot, 'docs/deploy/nginx.conf');
/** The masked log format the shipped servers log with (compose mounts it as conf.d/00-log.conf). */
export const SHIPPED_NGINX_LOG_CONF = join(repoRoot, 'docs/deploy/nginx-log.conf');

export type TlsProxyOptions = {
  /** The site replicas and the Directus instances, as `127.0.0.1:port`. */
  site: readonly string[];
  directus: readonly string[];
  /** The ports that stand for 443, 80, 8055 and the internal 8080 and 8056. */
  ports: { https: number; http: number; studio: number; siteInternal: number; studioInternal: number };
  /** The host name the certificate is for (and visitors use). */
  hostname?: string;
};

/** The shipped configuration with loopback upstreams and ports; throws when a line it expects is gone. */
export function renderNginxConf(shipped: string, certDir: string, o: TlsProxyOptions, accessLog: string): string {
  let conf = shipped;
  const swap = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to);
    if (next === conf) throw new Error(`docs/deploy/nginx.conf no longer has ${String(from)}: change scripts/lib/tls-proxy.ts with it`);
    conf = next;
  };
  // Docker's DNS and its per-name re-resolution: neither exists on loopback.
  swap(/^resolver .*;\n/m, '');
  conf = conf.replaceAll(' resolve;', ';');
  const servers = (list: readonly string[]) => list.map((address) => `  server ${address} max_fails=1 fail_timeout=5s;`).join('\n');
  swap(/(upstream site \{\n\s*zone site 64k;\n)(?:\s*server [^\n]*\n)+/, `$1${servers(o.site)}\n`);
  swap(/(upstream directus \{\n\s*zone directus 64k;\n)(?:\s*server [^\n]*\n)+/, `$1${servers(o.directus)}\n`);
  swap('listen 80;', `listen 127.0.0.1:${o.ports.http};`);
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${o.ports.https} ssl http2;`);
  swap('listen 8080;', `listen 127.0.0.1:${o.ports.siteInternal};`);
  swap('listen 8055 ssl http2;', `listen 127.0.0.1:${o.ports.studio} ssl http2;`);
  swap('listen 8056;', `listen 127.0.0.1:${o.ports.studioInternal};`);
  // The standard port is left out of a URL; here HTTPS is on another one.
  swap('return 301 https://$host$request_uri;', `return 301 https://$host:${o.ports.https}$request_uri;`);
  conf = conf.replaceAll('/etc/nginx/certs', certDir);
  conf = conf.replaceAll('/var/log/nginx/access.log', accessLog);
  return conf;
}

export type RunningTlsProxy = {
  /** The site's public origin, e.g. https://localhost:41234. */
  url: string;
  /** Plain HTTP, which only redirects. */
  httpUrl: string;
  studioUrl: string;
  certificate: string;
  /** nginx's access log. */
  accessLog: string;
  stop(): Promise<void>;
};

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A self-signed certificate for `hostname` (and 127.0.0.1), valid for a day. */
function makeCertificate(certDir: string, hostname: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${hostname}`,
      '-addext',
      `subjectAltName=DNS:${hostname},IP:127.0.0.1`,
      '-keyout',
      join(certDir, 'privkey.pem'),
      '-out',
      join(certDir, 'fullchain.pem'),
    ],
    { stdio: 'pipe' },
  );
}

export async function startTlsProxy(dir: string, o: TlsProxyOptions): Promise<RunningTlsProxy> {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: apt-get install -y nginx (or set NGINX).`);
  const hostname = o.hostname ?? 'localhost';
  const certDir = join(dir, 'certs');
  mkdirSync(certDir, { recursive: true });
  makeCertificate(certDir, hostname);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', sub), { recursive: true });
  const accessLog = join(dir, 'access.log');
  writeFileSync(join(dir, 'site.conf'), renderNginxConf(readFileSync(SHIPPED_NGINX_CONF, 'utf8'), certDir, o, accessLog));
  // The main file a distribution's nginx.conf would be; the shipped file is what compose mounts into conf.d.
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // As root, workers would run as nobody and could not read the test's folders.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    // As the image's own nginx.conf would, a default log; each shipped server replaces it with its masked one.
    `  access_log ${join(dir, 'default-access.log')};`,
    `  client_body_temp_path ${join(dir, 'temp/body')};`,
    `  proxy_temp_path ${join(dir, 'temp/proxy')};`,
    `  fastcgi_temp_path ${join(dir, 'temp/fastcgi')};`,
    `  uwsgi_temp_path ${join(dir, 'temp/uwsgi')};`,
    `  scgi_temp_path ${join(dir, 'temp/scgi')};`,
    '  default_type application/octet-stream;',
    `  include ${SHIPPED_NGINX_LOG_CONF};`,
    `  include ${join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  const mainConf = join(dir, 'nginx.conf');
  writeFileSync(mainConf, main);
  execFileSync(NGINX, ['-t', '-q', '-c', mainConf, '-p', dir], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX, ['-c', mainConf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  // Up when it listens on every port and its log has no failed bind: nginx listens on the ports it
  // could bind while it retries another that is taken (for 2.5 s), then exits.
  const deadline = Date.now() + 10_000;
  const failedBind = () => /bind\(\) to \S+ failed/.exec(existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '')?.[0];
  for (;;) {
    const bindError = failedBind();
    if (child.exitCode !== null || bindError)
      throw new Error(
        `nginx ${child.exitCode !== null ? `exited (${child.exitCode})` : `could not listen (${bindError ?? ''})`}: ${stderr}${readFileSync(join(dir, 'error.log'), 'utf8')}`,
      );
    if ((await Promise.all(Object.values(o.ports).map(listening))).every(Boolean)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${Object.values(o.ports).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // QUIT: a graceful stop, as `nginx -s quit`.
      child.kill('SIGQUIT');
    });
  return {
    url: `https://${hostname}:${o.ports.https}`,
    httpUrl: `http://${hostname}:${o.ports.http}`,
    studioUrl: `https://${hostname}:${o.ports.studio}`,
    certificate: join(certDir, 'fullchain.pem'),
    accessLog,
    stop,
  };
}
