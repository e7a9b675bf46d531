// `npm run bench`, section 1: the home page's throughput rendered with the page cache, without it, and the
// same HTML as a static file (sirv); a render's latency when the server is not saturated; a campaign URL.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sirv from 'sirv';
import { BROWSER_UA } from '../../tests/support/chromium.ts';
import { freePort, type RunningSite } from '../../tests/support/stack.ts';
import { kib, type BenchRun } from './bench-run.ts';
import { repoRoot } from './config.ts';

/** What the load runs take from the bench's settings. */
export type Load = { run: BenchRun; seconds: number; connections: number };

const CAMPAIGN_PATH = '/?utm_source=x&gclid=y';
const TARGETS = { ratioCachedStatic: 0.5, uncachedP99Ms: 50 };

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(b: Load, url: string, connections = b.connections): Promise<Figures> {
  const headers = { 'user-agent': BROWSER_UA };
  // One short warm-up, then the measured run.
  await autocannon({ url, headers, connections: 10, duration: 1 });
  const r = await autocannon({ url, headers, connections, duration: b.seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${f.errors || f.non2xx ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : ''}`;

async function cacheStates(url: string): Promise<{ first: string; second: string; cacheControl: string; setCookie: boolean }> {
  const get = async () => {
    const res = await fetch(url, { headers: { 'user-agent': BROWSER_UA } });
    await res.arrayBuffer();
    return res;
  };
  const first = await get();
  const second = await get();
  return {
    first: first.headers.get('x-page-cache') ?? '(none)',
    second: second.headers.get('x-page-cache') ?? '(none)',
    cacheControl: second.headers.get('cache-control') ?? '(none)',
    setCookie: second.headers.has('set-cookie'),
  };
}

export async function throughput(b: Load, cached: RunningSite, uncached: RunningSite, dataDir: string): Promise<void> {
  const html = await (await fetch(`${cached.url}/`, { headers: { 'user-agent': BROWSER_UA } })).text();

  // The same page as a static file: the HTML and the built assets, served by sirv.
  const staticDir = join(dataDir, 'static');
  mkdirSync(staticDir, { recursive: true });
  cpSync(join(repoRoot, 'build/client'), staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), html);
  const staticPort = await freePort();
  const staticServer: Server = createServer(sirv(staticDir, { dev: false, etag: true }));
  await new Promise<void>((r) => staticServer.listen(staticPort, '127.0.0.1', r));
  b.run.onCleanup(() => new Promise<void>((r) => staticServer.close(() => r())));

  const campaign = await cacheStates(`${cached.url}${CAMPAIGN_PATH}`);

  const total = 5 * (b.seconds + 1);
  b.run.progress(`throughput: 5 runs of ${b.seconds} s (+1 s warm-up each), about ${total} s`);
  b.run.progress('throughput: SSR, page cache on');
  const ssrCached = await load(b, `${cached.url}/`);
  b.run.progress(`throughput: campaign URL ${CAMPAIGN_PATH}, page cache on`);
  const campaignLoad = await load(b, `${cached.url}${CAMPAIGN_PATH}`);
  b.run.progress('throughput: SSR, page cache off');
  const ssr = await load(b, `${uncached.url}/`);
  b.run.progress('throughput: static file (sirv)');
  const file = await load(b, `http://127.0.0.1:${staticPort}/`);
  b.run.progress('throughput: SSR, page cache off, 4 connections');
  // Latency of a render when the server is not saturated (the CMS answers are cached, the HTML is not).
  const light = await load(b, `${uncached.url}/`, 4);

  const ratio = ssrCached.rps / file.rps;
  const mark = (ok: boolean) => (ok ? '' : '   (!)');
  console.log(
    `\n== Throughput: warm home page (${kib(Buffer.byteLength(html))} KiB of HTML), ${b.connections} connections, ${b.seconds} s each, load client on the same machine\n`,
  );
  console.log(`  SSR, page cache on                  ${fmt(ssrCached)}`);
  console.log(`  SSR, page cache on, campaign URL    ${fmt(campaignLoad)}`);
  console.log(`  SSR, page cache off                 ${fmt(ssr)}`);
  console.log(`  static file (sirv)                  ${fmt(file)}`);
  console.log(`  SSR, page cache off, 4 connections  ${fmt(light)}`);
  console.log('');
  console.log(`  ratio cached SSR / static       ${ratio.toFixed(2)}   target >= ${TARGETS.ratioCachedStatic}${mark(ratio >= TARGETS.ratioCachedStatic)}`);
  console.log(`  ratio uncached SSR / static     ${(ssr.rps / file.rps).toFixed(2)}`);
  console.log(`  ratio campaign URL / static     ${(campaignLoad.rps / file.rps).toFixed(2)}`);
  console.log(`  uncached p99, 4 connections     ${light.p99} ms   target < ${TARGETS.uncachedP99Ms} ms${mark(light.p99 < TARGETS.uncachedP99Ms)}`);
  console.log(`  uncached p99, ${String(b.connections).padEnd(2)} connections    ${ssr.p99} ms   (saturated: queueing, not render time)`);
  console.log(
    `  campaign URL ${CAMPAIGN_PATH}: X-Page-Cache ${campaign.first} on a first request, ${campaign.second} on a second${mark(campaign.second === 'hit')}` +
      (campaign.second === 'hit' ? '' : `\n    (Cache-Control: ${campaign.cacheControl}${campaign.setCookie ? '; the response sets a cookie' : ''})`),
  );
}
