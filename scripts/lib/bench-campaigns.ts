// `npm run bench`, section 2: the page cache under campaign traffic, on a site server of its own:
// requests to a lander, each with its own gclid and utm_* tags (hit ratio, throughput, the server's
// memory as they go), then as many each with its own unknown parameter (every one a new entry: the
// cache's bytes stop at its budget, PAGE_CACHE_MAX_BYTES, and the server's RSS levels off).
import { BROWSER_UA } from '../../tests/support/chromium.ts';
import { freePort, startSite, type RunningSite, type StackInfo } from '../../tests/support/stack.ts';
import { flood, sampleMemory, type Flood, type MemorySample } from './bench-cache.ts';
import { kib, type BenchRun } from './bench-run.ts';

/** What the floods take from the bench's settings. */
export type Flooding = { run: BenchRun; connections: number; cacheRequests: number };

const CACHE_LANDER = '/ads/heatPumpShort';
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const count = (n: number) => n.toLocaleString('en-US');
const signedMib = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mib(bytes)}`;
/** KiB under a MiB (one cached page), MiB above. */
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${kib(bytes)} KiB` : `${mib(bytes)} MiB`);

function floodLine(f: Flood): string {
  const states = Object.entries(f.states)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, n]) => `${state} ${count(n)}`)
    .join(', ');
  const hits = f.states['hit'] ?? 0;
  return (
    `X-Page-Cache ${states}: hit ratio ${((100 * hits) / Math.max(1, f.requests)).toFixed(2)} %\n` +
    `    ${f.rps.toFixed(0)} req/s (${count(f.requests)} in ${f.seconds.toFixed(1)} s), p50 ${f.p50} ms, p99 ${f.p99} ms (the worst of the runs)` +
    `${f.errors || f.non2xx ? `   (${f.errors} errors, ${f.non2xx} non-2xx)` : ''}`
  );
}

const memoryLine = (m: MemorySample) =>
  `RSS ${mib(m.rss).padStart(6)} MiB   heap ${mib(m.heapUsed).padStart(5)} MiB used of ${mib(m.heapTotal).padStart(5)}   buffers ${mib(m.buffers).padStart(5)} MiB   ` +
  `page cache ${count(m.cacheEntries).padStart(5)} entries, ${size(m.cacheBytes).padStart(9)} of ${size(m.cacheMaxBytes)}`;

const growthLine = (before: MemorySample, after: MemorySample) =>
  `RSS ${signedMib(after.rss - before.rss)} MiB   heap ${signedMib(after.heapUsed - before.heapUsed)} MiB   buffers ${signedMib(after.buffers - before.buffers)} MiB   ` +
  `page cache ${after.cacheEntries - before.cacheEntries >= 0 ? '+' : ''}${count(after.cacheEntries - before.cacheEntries)} entries`;

type Checkpoint = { sent: number; memory: MemorySample };

/** BENCH_CACHE_REQUESTS requests in four runs, the server's memory sampled after each: a leak climbs, a bound levels off. */
async function floodInQuarters(
  b: Flooding,
  site: RunningSite,
  what: string,
  pathFor: (n: number) => string,
): Promise<{ total: Flood; checkpoints: Checkpoint[] }> {
  const runs: Flood[] = [];
  const checkpoints: Checkpoint[] = [];
  const perRun = Math.ceil(b.cacheRequests / 4);
  for (let from = 0; from < b.cacheRequests; from += perRun) {
    const amount = Math.min(perRun, b.cacheRequests - from);
    b.run.progress(`cache: requests ${count(from + 1)}-${count(from + amount)} of ${count(b.cacheRequests)}, ${what}`);
    runs.push(await flood(site.url, (n) => pathFor(from + n), amount, b.connections, BROWSER_UA));
    checkpoints.push({ sent: from + amount, memory: await sampleMemory(site.child) });
  }
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const states: Record<string, number> = {};
  for (const r of runs) for (const [state, n] of Object.entries(r.states)) states[state] = (states[state] ?? 0) + n;
  const total: Flood = {
    requests,
    seconds,
    rps: requests / seconds,
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    states,
  };
  return { total, checkpoints };
}

function printFlood(title: string, before: MemorySample, { total, checkpoints }: { total: Flood; checkpoints: Checkpoint[] }): MemorySample {
  const after = checkpoints.at(-1)?.memory ?? before;
  console.log(`\n  ${title}`);
  console.log(`    ${floodLine(total)}`);
  for (const { sent, memory } of checkpoints) console.log(`    after ${count(sent).padStart(6)}   ${memoryLine(memory)}`);
  console.log(`    growth          ${growthLine(before, after)}`);
  return after;
}

export async function cacheUnderCampaigns(b: Flooding, info: StackInfo): Promise<void> {
  // A site server of its own, so that its memory is this traffic's alone, with --expose-gc so that
  // the heap it reports (on SIGUSR2, after a full GC) is what is alive, not what awaits collection.
  const port = await freePort();
  const nodeOptions = [process.env['NODE_OPTIONS'], '--expose-gc'].filter(Boolean).join(' ');
  b.run.progress('cache: starting a site server of its own (production host, page cache on, --expose-gc)');
  const site = await startSite({ ...info, sitePort: port, siteUrl: `http://127.0.0.1:${port}` }, { SITE_PRODUCTION: 'true', NODE_OPTIONS: nodeOptions });
  b.run.onCleanup(() => site.stop());
  try {
    // The lander rendered and cached once, as after its first visitor.
    for (let i = 0; i < 2; i++) await (await fetch(`${site.url}${CACHE_LANDER}`, { headers: { 'user-agent': BROWSER_UA } })).arrayBuffer();
    const start = await sampleMemory(site.child);

    const runId = Date.now().toString(36);
    const campaigns = ['spring', 'heat-pumps', 'rebates', 'brand'];
    const clicks = await floodInQuarters(
      b,
      site,
      'each with its own gclid and utm_* tags',
      (n) =>
        `${CACHE_LANDER}?gclid=Cj0KCQ${runId}x${n}&utm_source=google&utm_medium=cpc&utm_campaign=${campaigns[n % campaigns.length]}&utm_content=ad${n % 7}`,
    );
    // Every unknown parameter is a distinct page to the cache: this fills it past its budget.
    const unknown = await floodInQuarters(b, site, 'each with its own unknown parameter (?x=<n>)', (n) => `${CACHE_LANDER}?x=${runId}-${n}`);

    console.log(
      `\n== Page cache under campaign traffic: ${CACHE_LANDER}, ${b.connections} connections, a site server of its own (production host), load client on the same machine`,
    );
    console.log('   (memory after a full GC; RSS from /proc; buffers hold the cached pages)\n');
    console.log(`  at the start (lander cached)  ${memoryLine(start)}`);
    const afterClicks = printFlood(
      `${count(clicks.total.requests)} ad clicks, each with its own gclid (and utm_source, utm_medium, utm_campaign, utm_content)`,
      start,
      clicks,
    );
    const end = printFlood(
      `${count(unknown.total.requests)} requests, each with its own unknown parameter (?x=<n>): each a new cache entry`,
      afterClicks,
      unknown,
    );
    const peak = Math.max(...unknown.checkpoints.map((c) => c.memory.cacheBytes), afterClicks.cacheBytes);
    console.log(
      `    page cache at most ${size(peak)} of its ${size(end.cacheMaxBytes)} budget${peak > end.cacheMaxBytes ? '   (!)' : ''}` +
        `${end.peakRss ? `; the server's peak RSS ${mib(end.peakRss)} MiB` : ''}`,
    );
  } finally {
    await site.stop();
  }
}
