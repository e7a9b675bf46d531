// `npm run bench`, section "experiments" (decision 0018): what an A/B test costs a lander. On its own
// site server (an empty page cache), the lander's throughput for returning visitors (the cached case)
// without a test, then with a running test on it, for visitors holding either version; the throughput
// for new visitors, each given a version (a cookie set, a count made); whether a click-id URL still hits
// the page cache; and how many page-cache entries the test makes (one per version, never per visitor).
// Before the test: the lander's keyword matches (decision 0026), with a distinct keyword on every
// request, matching the seeded rebate entry or none, against the plain lander, and the entries they make.
import autocannon from 'autocannon';
import { z } from 'zod';
import { loginAsAdmin } from '../../directus/lib/rest.ts';
import { DUPLICATE_VERSION_FLOW_ID } from '../../directus/studio/ids.ts';
import { BROWSER_UA } from '../../tests/support/chromium.ts';
import { freePort, startSite, type RunningSite, type StackInfo } from '../../tests/support/stack.ts';
import { serverStats } from './bench-cache.ts';

const LANDER = '/ads/heatPumpShort';

type Rate = { rps: number; p99: number; non2xx: number };

async function rate(url: string, seconds: number, connections: number, headers: Record<string, string> = {}, path?: () => string): Promise<Rate> {
  const options = {
    url,
    connections,
    duration: seconds,
    headers: { 'user-agent': BROWSER_UA, ...headers },
    // A path of its own for every request (a distinct keyword each), when asked.
    ...(path ? { requests: [{ setupRequest: (req: { path?: string }) => ({ ...req, path: path() }) }] } : {}),
  };
  // A warm-up long enough for the JIT, so that the first case measured is not the coldest.
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon(options);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const line = (r: Rate) => `${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms${r.non2xx ? `   (${r.non2xx} non-2xx)` : ''}`;

export async function experimentsBench(info: StackInfo, seconds: number, connections: number, progress: (m: string) => void): Promise<void> {
  const port = await freePort();
  progress('experiments: a site server of its own (empty page cache)');
  const site: RunningSite = await startSite({ ...info, sitePort: port, siteUrl: `http://127.0.0.1:${port}` }, { SITE_PRODUCTION: 'true' });
  const rest = await loginAsAdmin(info.directusUrl, info.secrets.adminEmail, info.secrets.adminPassword);
  let experiment: number | null = null;
  try {
    const url = `${site.url}${LANDER}`;
    // Three rounds of the plain lander, then a distinct matching keyword, then a distinct unknown one on
    // every request, each round's ratios taken within it: on a machine whose speed drifts by 15 % from one
    // ten seconds to the next (the load client shares its two cores), the median round is what holds.
    // Every case builds its request per send (autocannon's setupRequest), so the client does the same work.
    const rounds: { plain: Rate; matched: Rate; unknown: Rate }[] = [];
    let n = 0;
    let plainStats: Awaited<ReturnType<typeof serverStats>> | null = null;
    for (let round = 1; round <= 3; round++) {
      progress(`experiments: ${LANDER}, round ${round} of 3: plain, a distinct matching keyword, a distinct unknown keyword, ${seconds} s each`);
      const plain = await rate(url, seconds, connections, {}, () => LANDER);
      plainStats ??= await serverStats(site.child);
      const matched = await rate(url, seconds, connections, {}, () => `${LANDER}?utm_source=google&utm_term=heat+pump+rebate+${(n++).toString(36)}`);
      const unknown = await rate(url, seconds, connections, {}, () => `${LANDER}?utm_term=kw${(n++).toString(36)}`);
      rounds.push({ plain, matched, unknown });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const medianRound = (ratio: (r: (typeof rounds)[number]) => number) => rounds.find((r) => ratio(r) === median(rounds.map(ratio))) ?? rounds[0]!;
    const byMatch = (r: (typeof rounds)[number]) => r.matched.rps / r.plain.rps;
    const { plain: without, matched, unknown } = medianRound(byMatch);
    const entriesWithout = plainStats?.pageCache.entries ?? 0;
    const matchedStats = await serverStats(site.child);
    const entriesMatched = matchedStats.pageCache.entries;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`\n== Keyword matches on ${LANDER}: ${connections} connections, ${seconds} s each, a distinct keyword per request\n`);
    console.log(`  the median round of three:`);
    console.log(`  plain lander                              ${line(without)}`);
    console.log(`  matching keyword (the rebate entry)       ${line(matched)}`);
    console.log(`  unknown keyword (the page's own words)    ${line(unknown)}`);
    const matchRatio = matched.rps / without.rps;
    console.log(`  ratio matching / plain                    ${matchRatio.toFixed(2)}   target >= 0.9${matchRatio >= 0.9 ? '' : '   (!)'}`);
    console.log(`  ratio unknown / plain                     ${median(rounds.map((r) => r.unknown.rps / r.plain.rps)).toFixed(2)} (median)`);
    console.log(`  each round, matching / plain              ${rounds.map((r) => byMatch(r).toFixed(2)).join(', ')}`);
    console.log(`  page-cache entries for the lander         ${entriesWithout} plain, ${entriesMatched} after ${fmtCount(n)} distinct keywords`);
    console.log(`  the server's heap                         ${mb(plainStats?.memory.heapUsed ?? 0)} plain, ${mb(matchedStats.memory.heapUsed)} after them`);

    // The marketer's way: "Duplicate as a version" on the English lander, then Running.
    const [page] = z
      .array(z.object({ id: z.number() }))
      .parse(await rest.get(`/items/pages?filter[slug][_eq]=${encodeURIComponent(LANDER)}&filter[locale][_eq]=en&filter[variant][_null]=true&fields=id`));
    if (!page) throw new Error(`no ${LANDER} page`);
    await rest.post(`/flows/trigger/${DUPLICATE_VERSION_FLOW_ID}`, { collection: 'pages', keys: [page.id] });
    experiment =
      z.array(z.object({ id: z.number() })).parse(await rest.get(`/items/experiments?filter[page][_eq]=${page.id}&filter[status][_eq]=draft&fields=id`))[0]
        ?.id ?? null;
    if (experiment === null) throw new Error('the flow made no test');
    await rest.patch(`/items/experiments/${experiment}`, { status: 'running' });
    // The site hears of it within a second (Directus's hook): wait until a new visitor gets a version.
    for (let i = 0; i < 50; i++) {
      const res = await fetch(url, { headers: { 'user-agent': BROWSER_UA } });
      await res.arrayBuffer();
      if (res.headers.get('set-cookie')?.includes('variants=')) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    progress(`experiments: ${LANDER} with a running test, returning visitors of version B, ${seconds} s`);
    const returning = await rate(url, seconds, connections, { cookie: `variants=${experiment}:B` });
    progress(`experiments: new visitors, each given a version, ${seconds} s`);
    const fresh = await rate(url, seconds, connections);
    const clickA = await fetch(`${url}?gclid=bench-${Date.now()}`, { headers: { 'user-agent': BROWSER_UA, cookie: `variants=${experiment}:B` } });
    await clickA.arrayBuffer();
    const after = (await serverStats(site.child)).pageCache.entries;

    console.log(`\n== A/B test on ${LANDER}: ${connections} connections, ${seconds} s each, load client on the same machine\n`);
    console.log(`  no test, returning visitors               ${line(without)}`);
    console.log(`  running test, returning visitors (B)      ${line(returning)}`);
    console.log(`  running test, new visitors (assigned)     ${line(fresh)}`);
    console.log('');
    const ratio = returning.rps / without.rps;
    console.log(`  ratio with test / without                 ${ratio.toFixed(2)}   target >= 0.9${ratio >= 0.9 ? '' : '   (!)'}`);
    console.log(`  ratio new visitors / without              ${(fresh.rps / without.rps).toFixed(2)}`);
    console.log(`  click-id URL with a version: X-Page-Cache ${clickA.headers.get('x-page-cache') ?? '(none)'}`);
    // This server serves only the lander: its entries are the lander's.
    console.log(
      `  page-cache entries for the lander         ${entriesWithout} without the test, ${after} with it (${fmtCount(Math.round(fresh.rps * seconds))} new visitors given a version)`,
    );
  } finally {
    if (experiment !== null) {
      // Put the lander back as it was: the test and its copies go (the copies cascade with it).
      await rest.del(`/items/experiments/${experiment}`).catch(() => undefined);
    }
    await site.stop();
  }
}

const fmtCount = (n: number) => n.toLocaleString('en-US');
