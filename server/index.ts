// Production entry: `node server/index.ts` serves the built site (npm start runs it for you).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { SiteAppOptions } from './app.ts';
import { authConfig } from '../src/auth/config.server.ts';
import { serverConfig } from '../src/config.server.ts';
import { cdnPurgeConfig, pageCacheConfig } from './config.ts';

// React picks its development or production build when it is first loaded, from NODE_ENV. The
// development build renders several times slower, so the production server sets it before loading
// anything that imports React (hence the dynamic import below).
process.env.NODE_ENV ??= 'production';
// JSON lines with the request's id (server/logging.ts), unless a person reads them (npm start: text).
const logFormat = process.env.LOG_FORMAT === 'text' ? 'text' : 'json';
const { installConsole } = await import('./logging.ts');
installConsole(logFormat);
const { createSiteApp } = await import('./app.ts');

const { drainOf } = await import('./shutdown.ts');
const { revalidationOf } = await import('./revalidation.ts');
const { cdnPurgerOf } = await import('./cdn-purge.ts');

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const serverEntry = join(root, 'build/server/index.js');
if (!existsSync(serverEntry)) {
  console.error('The site is not built: run `npm run build` (npm start builds it for you).');
  process.exit(1);
}
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
let pageCacheSettings: ReturnType<typeof pageCacheConfig>;
let cdnPurge: ReturnType<typeof cdnPurgeConfig>;
// The Data Studio frames pages in its live preview: its origin as editors' browsers reach it.
let studioOrigin: string | undefined;
try {
  pageCacheSettings = pageCacheConfig();
  cdnPurge = cdnPurgeConfig();
  // Firebase: a missing or unsafe setting stops the server here, not in a visitor's browser.
  authConfig();
  // Likewise a malformed setting of the CMS, forms, mail or Redis. The Studio's address is the one
  // the app reads (DIRECTUS_PUBLIC_URL, else DIRECTUS_URL).
  studioOrigin = new URL(serverConfig().studioUrl).origin;
} catch (error) {
  console.error(`[site] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** The rendered site's own hook (src/entry.server.tsx): refetch CMS answers on next use. */
function invalidateContent(): void {
  const entry: unknown = build.entry.module;
  if (typeof entry === 'object' && entry !== null && 'invalidateContent' in entry && typeof entry.invalidateContent === 'function')
    (entry.invalidateContent as () => void)();
}
/** The rendered site's A/B test versions (src/entry.server.tsx variantFor and flushExposures). */
const entryModule: Record<string, unknown> = typeof build.entry.module === 'object' && build.entry.module !== null ? { ...build.entry.module } : {};
const variantFor = typeof entryModule['variantFor'] === 'function' ? (entryModule['variantFor'] as SiteAppOptions['variantFor']) : undefined;
/** What its landers' visits change: message matches, targeted blocks (src/entry.server.tsx landerFor, issue 43). */
const landerFor = typeof entryModule['landerFor'] === 'function' ? (entryModule['landerFor'] as SiteAppOptions['landerFor']) : undefined;
const flushExposures = async () => {
  if (typeof entryModule['flushExposures'] === 'function') await (entryModule['flushExposures'] as () => Promise<void>)();
};
/** The outbox's pass in flight, finished and recorded (src/mail/outbox.server.ts stopOutbox). */
const stopOutbox = async () => {
  if (typeof entryModule['stopOutbox'] === 'function') await (entryModule['stopOutbox'] as () => Promise<void>)();
};
// With REDIS, a publish heard by one replica reaches every replica (server/revalidation.ts).
const revalidation = revalidationOf(serverConfig().redisUrl, () => {
  invalidateContent();
  pageCache.clear();
});

// With CDN_PURGE_URL, the replica Directus told purges the CDN in front (server/cdn-purge.ts).
const cdnPurger = cdnPurgerOf(cdnPurge);

const { app, pageCache } = createSiteApp({
  build,
  clientDir: join(root, 'build/client'),
  pageCacheTtlMs: pageCacheSettings.ttlMs,
  pageCacheMaxBytes: pageCacheSettings.maxBytes,
  pictureTtlMs: pageCacheSettings.pictureTtlMs,
  trustProxy: process.env.TRUST_PROXY,
  siteUrl: process.env.SITE_URL,
  frameAncestors: studioOrigin ? [studioOrigin] : [],
  isDraining: () => drain.draining,
  accessLog: logFormat === 'json',
  onContentChanged: () => {
    revalidation.changed();
    cdnPurger.changed();
  },
  variantFor,
  landerFor,
});
const server = app.listen(port, host, () => {
  console.log(`[site] listening on http://${host}:${port}`);
  // What the first visitor's pictures need from the CMS, read now rather than while they wait (src/entry.server.tsx).
  if (typeof entryModule['warmUp'] === 'function') {
    const started = performance.now();
    void (entryModule['warmUp'] as () => Promise<void>)().then(
      () => console.log(`[site] content read for the first visitors in ${Math.round(performance.now() - started)} ms`),
      (error: unknown) =>
        console.warn(`[site] content not read ahead (the first visitors will ask for it): ${error instanceof Error ? error.message : String(error)}`),
    );
  }
});
const asked = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
const shutdownTimeoutMs = Number.isFinite(asked) && asked >= 0 ? asked : 10_000;
// How long a stopping replica goes on serving, "not ready", before it stops listening: the load
// balancer's health-check interval, a few times over (0 under npm start, where nothing balances).
const delayAsked = Number(process.env.SHUTDOWN_DELAY_MS ?? 0);
const shutdownDelayMs = Number.isFinite(delayAsked) && delayAsked >= 0 ? delayAsked : 0;
const drain = drainOf(server, shutdownTimeoutMs, shutdownDelayMs);

// Never crash on a stray rejection (Directus going away mid-request, say): log it and keep serving.
process.on('unhandledRejection', (reason) => console.error('[site] unhandled rejection', reason));
// `kill -USR2 <pid>` prints one line of figures on stdout: the page cache's entries and bytes and the
// process's memory. For `npm run bench` and operators, without an HTTP endpoint revealing internals
// (a signal needs the server's own user). Started with --expose-gc (the bench does), a full garbage
// collection runs first, so the heap figure is what is alive rather than what awaits collection.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  console.log(`[site] stats ${JSON.stringify({ pageCache: pageCache.stats(), memory: process.memoryUsage() })}`);
});
// SIGTERM (a rolling deploy, Ctrl+C under npm start): finish what is in flight, then exit (server/shutdown.ts).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (drain.draining) return;
    console.log(`[site] ${signal}: finishing the requests in flight, accepting no more`);
    // The outbox stops claiming now, not after the drain: a message being sent is sent and recorded
    // (no claim left to run out) while the requests finish, and none is begun that the platform's kill
    // could cut off mid-send (the other replicas send what stays queued).
    const outboxStopped = stopOutbox();
    void drain.start().then(async (clean) => {
      if (!clean) console.warn(`[site] stopped after ${shutdownTimeoutMs} ms with requests still open`);
      // A publish heard in the last second still purges the CDN, and the last visitors counted reach Directus.
      await Promise.all([cdnPurger.flush(), flushExposures(), outboxStopped]);
      process.exit(0);
    });
  });
}
