// Starts the embedded Directus (SQLite, loopback) as a child process of the project's own scripts; on
// the distributed path (test:scale, bench:scale), on PostgreSQL and Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureExtensionsBuilt, extensionsRoot } from './extensions.ts';

const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const cmsRoot = join(repoRoot, 'directus');
/**
 * Node's on-disk cache of compiled code (NODE_COMPILE_CACHE): Directus loads thousands of modules at
 * every start, and a warm cache saves about a second of it. Keyed by Node version and file contents.
 */
export const compileCacheDir = join(repoRoot, 'node_modules', '.cache', 'node-compile');

// Our own entry (bootstrap and start in one process) rather than the `directus` bin, which also
// waits 8 s on the network for an update check on every run.
const serveEntry = join(cmsRoot, 'lib', 'serve.js');

export type DirectusOptions = {
  port: number;
  dataDir: string;
  key: string;
  secret: string;
  adminEmail: string;
  adminPassword: string;
  /** Where the site's revalidate endpoint listens; the hook extension calls it on content changes. */
  revalidateUrl?: string;
  revalidateSecret?: string;
  /** The site's address and its preview secret: the Data Studio's preview opens drafts there (extensions/site-preview). */
  siteUrl?: string;
  previewSecret?: string;
  /**
   * The Data Studio's address as editors' browsers reach it (default http://127.0.0.1:<port>). `npm start`
   * gives it the site's host name, so that the Studio and the site are one site to the browser and the
   * Visual Editor's frame carries the editor's session (decision 0016).
   */
  publicUrl?: string;
  logLevel?: string;
  /** Write Directus's own log here instead of inheriting stdio. */
  logFile?: string;
  /** Or hand each line of its log to this. */
  onLog?: (line: string) => void;
  /**
   * The distributed path: a PostgreSQL connection URL instead of the SQLite file in `dataDir`, and a
   * Redis URL for Directus's cache, rate limiter and synchronisation between instances (uploads stay
   * in `dataDir`: give every instance the same folder, or configure shared storage).
   */
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * Directus's extensions folder (EXTENSIONS_PATH). By default the repository's directus/extensions,
   * whose bundles are built first when stale (embedded/extensions.ts, decision 0022); another
   * folder is loaded as it is (tests/integration/compose-extensions.test.ts: a copy of what compose mounts).
   */
  extensionsPath?: string;
};

/**
 * Directus's Redis settings for `url`. As separate host, port and password rather than REDIS=<url>:
 * with `REDIS_MAX_RETRIES_PER_REQUEST=null` (only settable this way), Directus waits out a Redis restart
 * instead of exiting. Its cache is purged on every write (CACHE_AUTO_PURGE, off by default), so an
 * instance never serves what another has changed.
 */
export function directusRedisEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const db = u.pathname.replace(/^\//, '');
  return {
    REDIS_ENABLED: 'true',
    REDIS_HOST: u.hostname,
    REDIS_PORT: u.port || '6379',
    ...(u.username ? { REDIS_USERNAME: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { REDIS_PASSWORD: decodeURIComponent(u.password) } : {}),
    ...(db ? { REDIS_DB: db } : {}),
    REDIS_MAX_RETRIES_PER_REQUEST: 'null',
    CACHE_ENABLED: 'true',
    CACHE_STORE: 'redis',
    CACHE_AUTO_PURGE: 'true',
    SYNCHRONIZATION_STORE: 'redis',
    RATE_LIMITER_STORE: 'redis',
  };
}

export function directusEnv(o: DirectusOptions): NodeJS.ProcessEnv {
  const dead = 'http://127.0.0.1:9/'; // nothing listens on port 9: telemetry and compliance calls fail fast
  return {
    ...process.env,
    CONFIG_PATH: join(o.dataDir, 'directus-config-not-used.env'),
    HOST: '127.0.0.1',
    PORT: String(o.port),
    PUBLIC_URL: o.publicUrl ?? `http://127.0.0.1:${o.port}`,
    ...(o.databaseUrl ? { DB_CLIENT: 'pg', DB_CONNECTION_STRING: o.databaseUrl } : { DB_CLIENT: 'sqlite3', DB_FILENAME: join(o.dataDir, 'directus.sqlite') }),
    ...(o.redisUrl ? directusRedisEnv(o.redisUrl) : {}),
    KEY: o.key,
    SECRET: o.secret,
    ADMIN_EMAIL: o.adminEmail,
    ADMIN_PASSWORD: o.adminPassword,
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(o.dataDir, 'uploads'),
    EXTENSIONS_PATH: o.extensionsPath ?? extensionsRoot,
    EXTENSIONS_AUTO_RELOAD: 'false',
    // An extension that fails to load stops Directus at start (its reason in the log) rather than
    // leaving it up without, say, the privacy endpoint or the redirect rules.
    EXTENSIONS_MUST_LOAD: 'true',
    TEMP_PATH: join(o.dataDir, '.directus-tmp'),
    TELEMETRY: 'false',
    TELEMETRY_URL: dead,
    COMPLIANCE_URL: dead,
    WEBSOCKETS_ENABLED: 'false',
    LOG_LEVEL: o.logLevel ?? 'warn',
    LOG_STYLE: 'pretty',
    SITE_REVALIDATE_URL: o.revalidateUrl ?? '',
    SITE_REVALIDATE_SECRET: o.revalidateSecret ?? '',
    SITE_URL: o.siteUrl ?? '',
    // The Visual Editor frames the site: Directus's own policy allows only itself in frames otherwise.
    ...(o.siteUrl ? { CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `'self',${new URL(o.siteUrl).origin}` } : {}),
    // The Visual Editor's block controls call the API from the site's page as the signed-in editor
    // (their session cookie): only the site's origin may, and anonymous callers still get nothing.
    ...(o.siteUrl ? { CORS_ENABLED: 'true', CORS_ORIGIN: new URL(o.siteUrl).origin, CORS_CREDENTIALS: 'true' } : {}),
    SITE_PREVIEW_SECRET: o.previewSecret ?? '',
    // Directus's AI Assistant needs a provider's key (Settings > AI); without one, the Visual Editor
    // keeps a third of the screen for a panel that says "Contact your administrator". Off unless the
    // operator turns it on (AI_ENABLED=true, then a key in Settings > AI).
    AI_ENABLED: process.env['AI_ENABLED'] ?? 'false',
  };
}

export type RunningDirectus = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Starts Directus (lib/serve.js): an empty database gets Directus's system tables and the first admin,
 * an existing one its pending migrations; resolves once it answers.
 */
export async function startDirectus(o: DirectusOptions): Promise<RunningDirectus> {
  mkdirSync(join(o.dataDir, 'uploads'), { recursive: true });
  if (!o.extensionsPath) await ensureExtensionsBuilt((line) => (o.onLog ?? console.log)(`[extensions] ${line}`));
  const piped = Boolean(o.logFile ?? o.onLog);
  const child = spawn(process.execPath, [serveEntry], {
    cwd: cmsRoot,
    env: { ...directusEnv(o), NODE_COMPILE_CACHE: compileCacheDir },
    stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (o.logFile) {
    const log = createWriteStream(o.logFile, { flags: 'a' });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  if (o.onLog) {
    const onLog = o.onLog;
    for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on('line', onLog);
  }
  const url = `http://127.0.0.1:${o.port}`;
  await waitForPing(url, () => child.exitCode !== null || child.signalCode !== null).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { url, child, stop: () => stopChild(child) };
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((res) => {
    if (child.exitCode !== null || child.signalCode !== null) return res();
    child.once('exit', () => res());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * Polls `url` until it answers 2xx; throws when `gaveUp()` (its process exited) or after `timeoutMs`.
 * `name` says who in the errors. Used for Directus, the site server and the test stack.
 */
export async function waitForAnswer(url: string, name: string, gaveUp: () => boolean = () => false, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`${name} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** `/server/ping` is Directus's readiness check (`/server/health` answers 403 to anonymous calls). */
export function waitForPing(url: string, gaveUp: () => boolean = () => false, timeoutMs = 60_000): Promise<void> {
  return waitForAnswer(`${url}/server/ping`, 'Directus', gaveUp, timeoutMs);
}
