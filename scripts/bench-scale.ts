// `npm run bench:scale`: figures for the distributed path; prints them, asserts nothing, exits 0.
// Starts what `npm run test:scale` starts (tests/support/scale.ts): PostgreSQL, Redis, two Directus
// instances on one database, two site replicas (production host, JSON logs, --expose-gc) behind a
// round-robin proxy, then prints
//   1. the time for a publish to reach every replica: BENCH_PUBLISHES edits of a page through
//      Directus instance 1, each timed until every replica serves it (the replicas keep pages and
//      CMS answers for a minute, so only the publish signal can bring a change sooner);
//   2. memory per process before and after BENCH_SCALE_REQUESTS requests with random query strings,
//      spread over both replicas: each replica's RSS, live heap and page cache; each Directus
//      instance's RSS; Redis's RSS;
//   3. throughput of two replicas vs one, through the same kind of proxy: a cached page, and pages
//      rendered for every request (each request its own address, so none is served from the cache);
//      p50, p99, errors.
// Environment: BENCH_SECONDS (10 per throughput run), BENCH_CONNECTIONS (50), BENCH_SCALE_REQUESTS
// (100000), BENCH_PUBLISHES (5), BENCH_BUILD (1; 0 uses build/ as it is), KEEP (1 keeps the data
// folder and its logs). Needs Debian's redis-server, as test:scale does.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { loginAsAdmin } from '../directus/lib/rest.ts';
import { BROWSER_UA } from '../tests/support/chromium.ts';
import { startScaleStack, type ScaleStack } from '../tests/support/scale.ts';
import { freePort } from '../tests/support/stack.ts';
import { flood, procMemory, sampleMemory, type Flood, type MemorySample } from './lib/bench-cache.ts';
import { benchRun, errorText } from './lib/bench-run.ts';
import { buildIsStale, buildSite } from './lib/build.ts';
import { REDIS_SERVER } from './lib/redis.ts';
import { startRoundRobin } from './lib/round-robin.ts';

const run = benchRun('bench:scale');
const { envCount, progress } = run;

const SECONDS = Math.max(1, envCount('BENCH_SECONDS', 10));
const CONNECTIONS = Math.max(1, envCount('BENCH_CONNECTIONS', 50));
const REQUESTS = envCount('BENCH_SCALE_REQUESTS', 100_000);
const PUBLISHES = envCount('BENCH_PUBLISHES', 5);
const REBUILD = envCount('BENCH_BUILD', 1) !== 0;
/** The issue's target: a publish served by every replica within a second. */
const PUBLISH_TARGET_MS = 1_000;

const started = Date.now();
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const count = (n: number) => Math.round(n).toLocaleString('en-US');

if (!existsSync(REDIS_SERVER)) {
  console.error(`[bench:scale] No redis-server at ${REDIS_SERVER}: install Debian's package (apt-get install -y redis-server) or set REDIS_SERVER.`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// 1. Throughput: two replicas vs one

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** `CONNECTIONS` connections for `SECONDS` s (after a 1 s warm-up); `pathFor` gives each request its own address. */
async function load(origin: string, path: string, pathFor?: (n: number) => string): Promise<Figures> {
  let next = 0;
  const requests = pathFor ? [{ method: 'GET' as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: pathFor(next++) }) }] : undefined;
  const options = { url: `${origin}${path}`, headers: { 'user-agent': BROWSER_UA }, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, connections: 10, duration: 1 });
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   ${f.errors} errors, ${f.non2xx} non-2xx`;

async function throughput(stack: ScaleStack): Promise<void> {
  const [first] = stack.sites;
  if (!first) throw new Error('no site replica');
  // The same kind of proxy in front of one replica, so that both runs pay for a hop.
  const one = await startRoundRobin(await freePort(), [first.url], { healthPath: '/readyz' });
  run.onCleanup(() => one.close());
  for (const site of stack.sites) for (let i = 0; i < 2; i++) await (await fetch(`${site.url}/`, { headers: { 'user-agent': BROWSER_UA } })).arrayBuffer();

  const runId = Date.now().toString(36);
  const rendered = (label: string) => (n: number) => `/?x=${runId}-${label}-${n}`;
  progress(`throughput: 4 runs of ${SECONDS} s (+1 s warm-up each), ${CONNECTIONS} connections`);
  progress('throughput: cached home page, one replica');
  const cachedOne = await load(one.url, '/');
  progress('throughput: cached home page, two replicas');
  const cachedTwo = await load(stack.url, '/');
  progress('throughput: a render per request, one replica');
  const renderOne = await load(one.url, '/', rendered('one'));
  progress('throughput: a render per request, two replicas');
  const renderTwo = await load(stack.url, '/', rendered('two'));

  console.log(`\n== Throughput: two site replicas vs one, each behind a round-robin proxy; ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log(`   (${availableParallelism()} CPU cores shared by the load client, the proxy, the replicas, Directus and PostgreSQL: a second replica`);
  console.log('    gains what idle cores it finds; on separate machines each replica brings its own)\n');
  console.log(`  cached home page, one replica          ${fmt(cachedOne)}`);
  console.log(`  cached home page, two replicas         ${fmt(cachedTwo)}`);
  console.log(`  a render per request, one replica      ${fmt(renderOne)}`);
  console.log(`  a render per request, two replicas     ${fmt(renderTwo)}`);
  console.log('');
  console.log(`  two / one, cached                      ${(cachedTwo.rps / cachedOne.rps).toFixed(2)}x`);
  console.log(`  two / one, rendered                    ${(renderTwo.rps / renderOne.rps).toFixed(2)}x`);
}

// ---------------------------------------------------------------------------------------------
// 2. Memory per process after many requests with random query strings

type Snapshot = { sites: MemorySample[]; directus: (number | null)[]; redis: number | null };

async function snapshot(stack: ScaleStack): Promise<Snapshot> {
  const redisPid = stack.redis.pid();
  return {
    sites: await Promise.all(stack.sites.map((s) => sampleMemory(s.child))),
    directus: stack.directus.map((d) => (d.child.pid === undefined ? null : (procMemory(d.child.pid)?.rss ?? null))),
    redis: redisPid === undefined ? null : (procMemory(redisPid)?.rss ?? null),
  };
}

const PATHS = ['/', '/fr', '/hvac', '/ads/heatPumpShort', '/blog', '/demo'];
const PARAMS = ['q', 'gclid', 'utm_source', 'ref', 'x'];

async function memory(stack: ScaleStack): Promise<void> {
  if (REQUESTS === 0) return;
  const before = await snapshot(stack);
  const runId = Date.now().toString(36);
  // Random query strings on six pages: a tracking parameter the cache ignores, or one it must not.
  const random = () => Math.random().toString(36).slice(2, 10);
  const pathFor = (n: number) => `${PATHS[n % PATHS.length]}?${PARAMS[n % PARAMS.length]}=${runId}${random()}`;
  progress(`memory: ${count(REQUESTS)} requests with random query strings over both replicas (${CONNECTIONS} connections), in quarters`);
  // In quarters, with the replicas' memory after each: whether it levels off or keeps growing.
  const quarters: { flood: Flood; memory: Snapshot }[] = [];
  for (let q = 0; q < 4; q++) {
    const amount = Math.floor(REQUESTS / 4) + (q === 3 ? REQUESTS % 4 : 0);
    const f = await flood(stack.url, pathFor, amount, CONNECTIONS, BROWSER_UA);
    quarters.push({ flood: f, memory: await snapshot(stack) });
    progress(`memory: ${q + 1}/4`);
  }
  const after = quarters.at(-1)?.memory ?? before;
  const total = quarters.reduce<Omit<Flood, 'rps' | 'p50'>>(
    (sum, { flood: f }) => ({
      requests: sum.requests + f.requests,
      seconds: sum.seconds + f.seconds,
      p99: Math.max(sum.p99, f.p99),
      errors: sum.errors + f.errors,
      non2xx: sum.non2xx + f.non2xx,
      states: Object.entries(f.states).reduce((s, [k, n]) => ({ ...s, [k]: (s[k] ?? 0) + n }), sum.states),
    }),
    { requests: 0, seconds: 0, p99: 0, errors: 0, non2xx: 0, states: {} },
  );

  const states = Object.entries(total.states)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, n]) => `${state} ${count(n)}`)
    .join(', ');
  const rss = (n: number | null | undefined) => (n === null || n === undefined ? 'n/a' : `${mib(n)} MiB`);
  console.log(`\n== Memory per process: ${count(total.requests)} requests with random query strings (${PATHS.join(', ')}; ?${PARAMS.join('|')}=<random>)`);
  console.log(
    `   in ${total.seconds.toFixed(1)} s (${count(total.requests / total.seconds)} req/s, worst quarter's p99 ${total.p99} ms, ${total.errors} errors, ${total.non2xx} non-2xx; X-Page-Cache: ${states})`,
  );
  console.log('   (site heap after a full GC; RSS from /proc)\n');
  stack.sites.forEach((_, i) => {
    const b = before.sites[i];
    const a = after.sites[i];
    if (!a || !b) return;
    console.log(
      `  site replica ${i + 1}     RSS ${mib(b.rss).padStart(6)} -> ${mib(a.rss).padStart(6)} MiB   heap ${mib(b.heapUsed).padStart(5)} -> ${mib(a.heapUsed).padStart(5)} MiB   ` +
        `page cache ${count(b.cacheEntries)} -> ${count(a.cacheEntries)} entries, ${mib(a.cacheBytes)} of ${mib(a.cacheMaxBytes)} MiB`,
    );
    console.log(`                     RSS after each quarter: ${quarters.map((q) => mib(q.memory.sites[i]?.rss ?? 0)).join(', ')} MiB`);
  });
  stack.directus.forEach((_, i) => console.log(`  Directus ${i + 1}         RSS ${rss(before.directus[i]).padStart(10)} -> ${rss(after.directus[i])}`));
  console.log(`  Redis              RSS ${rss(before.redis).padStart(10)} -> ${rss(after.redis)}`);
}

// ---------------------------------------------------------------------------------------------
// 3. A publish, until every replica serves it

async function publishes(stack: ScaleStack): Promise<void> {
  if (PUBLISHES === 0) return;
  const [instance] = stack.directus;
  if (!instance) throw new Error('no Directus instance');
  const rest = await loginAsAdmin(instance.url, stack.info.secrets.adminEmail, stack.info.secrets.adminPassword);
  const tag = Date.now().toString(36);
  const slug = `/bench-scale-${tag}`;
  const created = z.object({ id: z.union([z.string(), z.number()]) }).parse(
    await rest.post('/items/pages', {
      status: 'published',
      translation_key: `bench-scale-${tag}`,
      layout: 'default',
      locale: 'en',
      slug,
      title: `Publish 0 ${tag}`,
      blocks: [{ collection: 'block_hero', item: { headline: `Publish timing ${tag}` } }],
    }),
  );
  const html = async (base: string) => (await fetch(`${base}${slug}`, { headers: { 'user-agent': BROWSER_UA } })).text();
  const serves = async (base: string, text: string) => (await html(base)).includes(text);
  /** Polls every 10 ms until the replica serves `text`: ms since `since`, or null after 10 s. */
  const until = async (base: string, text: string, since: number): Promise<number | null> => {
    while (performance.now() - since < 10_000) {
      if (await serves(base, text)) return performance.now() - since;
      await new Promise((r) => setTimeout(r, 10));
    }
    return null;
  };
  // Every replica serves the page, and keeps it (and the CMS's answer) for a minute.
  for (const site of stack.sites)
    if ((await until(site.url, `Publish 0 ${tag}`, performance.now())) === null) throw new Error(`replica ${site.url} never served ${slug}`);

  progress(`publish: ${PUBLISHES} edits of ${slug} through Directus instance 1, each timed until every replica serves it`);
  const slowest: (number | null)[] = [];
  for (let i = 1; i <= PUBLISHES; i++) {
    const title = `Publish ${i} ${tag}`;
    for (const site of stack.sites) await html(site.url);
    const since = performance.now();
    await rest.patch(`/items/pages/${created.id}`, { title });
    const each = await Promise.all(stack.sites.map((site) => until(site.url, title, since)));
    slowest.push(each.some((ms) => ms === null) ? null : Math.max(...each.map((ms) => ms ?? 0)));
  }
  const reached = slowest.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
  const median = reached[Math.floor(reached.length / 2)];
  const max = reached.at(-1);
  const ms = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(0)} ms`);
  console.log(`\n== A publish until every replica serves it: ${PUBLISHES} edits through Directus instance 1 (the replicas cache for 60 s)\n`);
  console.log(`  each, until the last replica served it   ${slowest.map((n) => (n === null ? 'not within 10 s (!)' : `${n.toFixed(0)} ms`)).join(', ')}`);
  console.log(
    `  median ${ms(median)}, slowest ${ms(max)}   target < ${PUBLISH_TARGET_MS} ms${max === undefined || max >= PUBLISH_TARGET_MS || reached.length < slowest.length ? '   (!)' : ''}`,
  );
  await rest.del(`/items/pages/${created.id}`).catch(() => {});
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (REBUILD && buildIsStale()) {
    progress('building the site (BENCH_BUILD=0 skips)');
    buildSite();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  run.onCleanup(() => {
    if (process.env['KEEP']) progress(`data and logs kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  });
  progress('starting PostgreSQL, Redis, two Directus instances and two site replicas');
  const nodeOptions = [process.env['NODE_OPTIONS'], '--expose-gc'].filter(Boolean).join(' ');
  const stack = await startScaleStack(dataDir, {
    // Production host; a minute of page and CMS caching, so that a publish is timed, not an expiry.
    siteEnv: { SITE_PRODUCTION: 'true', PAGE_CACHE_TTL_MS: '60000', CMS_CACHE_TTL_MS: '60000', NODE_OPTIONS: nodeOptions },
  });
  run.onCleanup(() => stack.stop());
  progress(`started in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const sections: [string, () => Promise<void>][] = [
    // The publish first, on quiet replicas; memory next, from their state at the start.
    ['publish', () => publishes(stack)],
    ['memory', () => memory(stack)],
    ['throughput', () => throughput(stack)],
  ];
  for (const [name, run] of sections) {
    try {
      await run();
    } catch (error) {
      console.log(`\n== ${name}: failed: ${errorText(error)}`);
    }
  }
}

main()
  .catch((error: unknown) => console.error(`[bench:scale] ${errorText(error)}`))
  .finally(() => {
    void run.cleanup().then(() => process.exit(0));
  });
