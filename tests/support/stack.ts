// Starts a real Directus and the real site server for tests and benchmarks, on free loopback ports,
// with their own data directory: the same code paths as `npm start`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startDirectus, stopChild, waitForAnswer, type DirectusOptions, type RunningDirectus } from '../../embedded/directus.ts';
import { setupCms } from '../../directus/setup.ts';
import { SAMPLE_MARKETER_EMAIL } from '../../directus/studio/marketing.ts';
import { repoRoot } from '../../scripts/lib/config.ts';

/** Whether `port` can be listened on at 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A port free now, for a server a test starts later. Taken below the system's ephemeral range
 * (32768-60999): a port the system handed out (`listen(0)`) is handed out again, to the next server
 * started on port 0 or as the local end of any outgoing connection, and a busy suite makes thousands
 * of those between a pick and the bind (once nginx found its HTTP port so taken and stopped).
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

export type StackSecrets = {
  key: string;
  secret: string;
  adminEmail: string;
  adminPassword: string;
  siteToken: string;
  revalidateSecret: string;
  previewSecret: string;
  linkSecret: string;
  /** The sample marketer's password (marketer@example.com, the Marketing role), as `npm start` makes one. */
  marketerPassword: string;
};

export function newSecrets(): StackSecrets {
  const t = () => randomBytes(18).toString('base64url');
  return {
    key: t(),
    secret: t(),
    adminEmail: 'admin@example.com',
    adminPassword: t(),
    siteToken: t(),
    revalidateSecret: t(),
    previewSecret: t(),
    linkSecret: t(),
    marketerPassword: t(),
  };
}

/**
 * `mailInboxUrl`: the capture inbox the main site's mail goes to (global-setup.ts), when there is one.
 * `authEmulatorHost`: the Firebase Auth emulator the main site signs in with (host:port), when there is one.
 */
export type StackInfo = {
  dataDir: string;
  directusPort: number;
  sitePort: number;
  directusUrl: string;
  siteUrl: string;
  secrets: StackSecrets;
  mailInboxUrl?: string;
  authEmulatorHost?: string;
};

/** The emulator's project in tests, as in `npm start`. */
export const TEST_FIREBASE_PROJECT = 'demo-energy-site';

export function directusOptions(info: StackInfo): DirectusOptions {
  return {
    port: info.directusPort,
    dataDir: info.dataDir,
    key: info.secrets.key,
    secret: info.secrets.secret,
    adminEmail: info.secrets.adminEmail,
    adminPassword: info.secrets.adminPassword,
    revalidateUrl: `${info.siteUrl}/api/revalidate`,
    revalidateSecret: info.secrets.revalidateSecret,
    siteUrl: info.siteUrl,
    previewSecret: info.secrets.previewSecret,
    logLevel: 'warn',
    logFile: join(info.dataDir, 'directus.log'),
  };
}

export async function startCms(info: StackInfo, seed = true): Promise<RunningDirectus> {
  const o = directusOptions(info);
  const directus = await startDirectus(o);
  await setupCms({
    url: directus.url,
    adminEmail: o.adminEmail,
    adminPassword: o.adminPassword,
    siteToken: info.secrets.siteToken,
    marketer: { email: SAMPLE_MARKETER_EMAIL, password: info.secrets.marketerPassword },
    siteUrl: info.siteUrl,
    seed,
  });
  return directus;
}

export type RunningSite = { url: string; child: ChildProcess; stop(): Promise<void> };

/** `root`: where the site is installed (another folder than the repository: the image's runtime stage). */
export async function startSite(info: StackInfo, extraEnv: Record<string, string> = {}, { root = repoRoot }: { root?: string } = {}): Promise<RunningSite> {
  const child = spawn(process.execPath, [join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(info.sitePort),
      HOST: '127.0.0.1',
      SITE_URL: info.siteUrl,
      DIRECTUS_URL: info.directusUrl,
      DIRECTUS_TOKEN: info.secrets.siteToken,
      REVALIDATE_SECRET: info.secrets.revalidateSecret,
      PREVIEW_SECRET: info.secrets.previewSecret,
      LINK_SECRET: info.secrets.linkSecret,
      // Tests play visitors from many addresses through X-Forwarded-For (the forms' rate limit).
      TRUST_PROXY: 'loopback',
      // Sign-in through the run's Auth emulator; a site of a test's own stack gets an address where
      // nothing listens (it starts, and signing in there fails as a network error would).
      FIREBASE_PROJECT_ID: TEST_FIREBASE_PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: info.authEmulatorHost ?? '127.0.0.1:9',
      // The fill time a test's form ticket waits out (tests/support/form-ticket.ts), for every test site.
      FORM_MIN_FILL_MS: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(info.dataDir, 'site.log'), { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForAnswer(`${info.siteUrl}/api/environment`, `The site server (its log: ${join(info.dataDir, 'site.log')})`, () => child.exitCode !== null, 30_000);
  return { url: info.siteUrl, child, stop: () => stopChild(child) };
}

export async function newStackInfo(dataDir: string): Promise<StackInfo> {
  mkdirSync(dataDir, { recursive: true });
  const directusPort = await freePort();
  const sitePort = await freePort();
  return {
    dataDir,
    directusPort,
    sitePort,
    directusUrl: `http://127.0.0.1:${directusPort}`,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    secrets: newSecrets(),
  };
}
