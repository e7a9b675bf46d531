// Starts the embedded Directus (SQLite, loopback) as a child process of the project's own scripts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(cmsRoot, 'package.json'));

// Calling the CLI's run.js directly skips the `directus` bin's update check, which waits 8 s on the
// network on every run (and there is none here).
const cliEntry = join(dirname(require.resolve('@directus/api/package.json')), 'dist/cli/run.js');

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
  logLevel?: string;
  /** Write Directus's own log here instead of inheriting stdio. */
  logFile?: string;
};

export function directusEnv(o: DirectusOptions): NodeJS.ProcessEnv {
  const dead = 'http://127.0.0.1:9/'; // nothing listens on port 9: telemetry and compliance calls fail fast
  return {
    ...process.env,
    CONFIG_PATH: join(o.dataDir, 'directus-config-not-used.env'),
    HOST: '127.0.0.1',
    PORT: String(o.port),
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: join(o.dataDir, 'directus.sqlite'),
    KEY: o.key,
    SECRET: o.secret,
    ADMIN_EMAIL: o.adminEmail,
    ADMIN_PASSWORD: o.adminPassword,
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(o.dataDir, 'uploads'),
    EXTENSIONS_PATH: join(cmsRoot, 'extensions'),
    EXTENSIONS_AUTO_RELOAD: 'false',
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
    SITE_PREVIEW_SECRET: o.previewSecret ?? '',
  };
}

function run(args: string[], o: DirectusOptions): ChildProcess {
  mkdirSync(join(o.dataDir, 'uploads'), { recursive: true });
  const child = spawn(process.execPath, [cliEntry, ...args], {
    cwd: cmsRoot,
    env: directusEnv(o),
    stdio: o.logFile ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (o.logFile) {
    const log = createWriteStream(o.logFile, { flags: 'a' });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  return child;
}

/** Creates the database and the first admin when the database is new; a no-op otherwise. */
export async function bootstrapDirectus(o: DirectusOptions): Promise<void> {
  const child = run(['bootstrap'], o);
  const code = await new Promise<number | null>((res) => child.on('exit', res));
  if (code !== 0) throw new Error(`directus bootstrap exited with ${code}${o.logFile ? ` (see ${o.logFile})` : ''}`);
}

export type RunningDirectus = { url: string; child: ChildProcess; stop(): Promise<void> };

export async function startDirectus(o: DirectusOptions): Promise<RunningDirectus> {
  const child = run(['start'], o);
  const url = `http://127.0.0.1:${o.port}`;
  await waitForPing(url, () => child.exitCode !== null || child.signalCode !== null);
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

/** `/server/ping` is Directus's readiness check (`/server/health` answers 403 to anonymous calls). */
export async function waitForPing(url: string, gaveUp: () => boolean = () => false, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error('Directus exited before it was ready');
    try {
      const res = await fetch(`${url}/server/ping`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Directus did not answer ${url}/server/ping within ${timeoutMs / 1000} s`);
}
