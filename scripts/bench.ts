// `npm run bench`: prints figures, asserts nothing. Starts a real Directus and the production site,
// then measures the warm home page: SSR with the page cache, SSR without it, the same HTML as a
// static file (sirv), and the gzip weight of the JavaScript the home page loads.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import sirv from 'sirv';
import { freePort, newStackInfo, startCms, startSite } from '../tests/support/stack.ts';
import { buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(url: string, connections = CONNECTIONS): Promise<Figures> {
  // One short warm-up, then the measured run.
  await autocannon({ url, connections: 10, duration: 1 });
  const r = await autocannon({ url, connections, duration: DURATION });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${f.errors || f.non2xx ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : ''}`;

if (buildIsStale()) buildSite();
const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const info = await newStackInfo(dataDir);
const directus = await startCms(info);
const cached = await startSite(info);
const uncachedInfo = { ...info, sitePort: await freePort() };
uncachedInfo.siteUrl = `http://127.0.0.1:${uncachedInfo.sitePort}`;
const uncached = await startSite(uncachedInfo, { PAGE_CACHE_TTL_MS: '0' });

try {
  const html = await (await fetch(`${cached.url}/`)).text();

  // The same page as a static file: the HTML and the built assets, served by sirv.
  const staticDir = join(dataDir, 'static');
  mkdirSync(staticDir, { recursive: true });
  cpSync(join(repoRoot, 'build/client'), staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), html);
  const staticPort = await freePort();
  const staticServer = createServer(sirv(staticDir, { dev: false, etag: true }));
  await new Promise<void>((r) => staticServer.listen(staticPort, '127.0.0.1', r));

  console.log(`\nWarm home page (${(html.length / 1024).toFixed(1)} KiB of HTML), ${CONNECTIONS} connections, ${DURATION} s each, load client on the same 2-core machine:\n`);
  const ssrCached = await load(`${cached.url}/`);
  console.log(`  SSR, page cache on    ${fmt(ssrCached)}`);
  const ssr = await load(`${uncachedInfo.siteUrl}/`);
  console.log(`  SSR, page cache off   ${fmt(ssr)}`);
  const file = await load(`http://127.0.0.1:${staticPort}/`);
  console.log(`  static file (sirv)    ${fmt(file)}`);
  // Latency of a render when the server is not saturated (the CMS answers are cached, the HTML is not).
  const light = await load(`${uncachedInfo.siteUrl}/`, 4);
  console.log(`  SSR, page cache off, 4 connections ${fmt(light)}`);
  console.log(`\n  ratio cached SSR / static   ${(ssrCached.rps / file.rps).toFixed(2)}`);
  console.log(`  ratio uncached SSR / static ${(ssr.rps / file.rps).toFixed(2)}`);
  staticServer.close();

  // JavaScript the home page loads before interaction: every module script and modulepreload.
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"/g)) scripts.add((m[1] ?? m[2])!);
  let raw = 0;
  let gz = 0;
  const rows: string[] = [];
  for (const src of [...scripts].sort()) {
    const body = readFileSync(join(repoRoot, 'build/client', src));
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    rows.push(`    ${src.padEnd(44)} ${(size / 1024).toFixed(1).padStart(6)} KiB gzip`);
  }
  console.log(`\nJavaScript loaded by the home page: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`);
  console.log(rows.join('\n'));
} finally {
  await cached.stop();
  await uncached.stop();
  await directus.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
