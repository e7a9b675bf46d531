// `npm run bench`: prints figures, asserts nothing, exits 0. Starts a real Directus (seeded with the
// demo content) and the production build as a production host (SITE_PRODUCTION=true), then prints
//   1. throughput (scripts/lib/bench-throughput.ts): the home page rendered with the page cache, without it, and the same HTML as a
//      static file (sirv); a render's latency when the server is not saturated; a campaign URL;
//   2. the page cache under campaign traffic (scripts/lib/bench-campaigns.ts), on a site server of its own: requests to a lander, each
//      with its own gclid and utm_* tags (hit ratio, throughput, the server's memory as they go),
//      then as many each with its own unknown parameter (every one a new entry: the cache's bytes
//      stop at its budget, PAGE_CACHE_MAX_BYTES, and the server's RSS levels off);
//   3. per page (printed last, by scripts/lib/bench-report.ts): HTML and inline CSS bytes, the JavaScript a phone loads before interaction
//      (headless Chromium at Lighthouse's mobile size), and Lighthouse mobile scores (median of
//      several runs) with the LCP and CLS of the median run, then the audits that cost points; each
//      page's TBT and main-thread time (style and layout, parse, script, other) beside a static
//      calibration page's, run in turn with it in the same Chromium, with Lighthouse's benchmarkIndex;
//      and, on /demo and /fr/demo, the slowest keystroke of a visitor who types into the booking form
//      the moment it appears on a phone at 4x CPU, and whether every character was kept;
//   4. experiments: a lander's throughput with and without a running A/B test, and its page-cache
//      entries (scripts/lib/bench-experiments.ts);
//   5. editing: a marketer's save in the Visual Editor to the visitor's page, and what visual editing
//      costs a visitor's page (scripts/lib/bench-editing.ts).
// Environment: BENCH_ONLY (comma-separated sections: throughput, cache, experiments, editing, pages; all by default),
// BENCH_SECONDS (10; 0 skips throughput), BENCH_CONNECTIONS (50), BENCH_CACHE_REQUESTS (10000 per
// flood), BENCH_LIGHTHOUSE_RUNS (5; 0 skips Lighthouse), BENCH_CALIBRATION (1; 0 runs no static page
// beside the pages), BENCH_TYPING_TRIES (5; 0 skips typing), BENCH_PAGES (comma-separated paths; by
// default every page of the sitemap in both languages, and the account pages, which it leaves out),
// BENCH_BUILD (1; 0 uses build/ as it is instead of rebuilding a stale one).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { BROWSER_UA, chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { freePort, newStackInfo, startCms, startSite, type RunningSite } from '../tests/support/stack.ts';
import type { RunningDirectus } from '../embedded/directus.ts';
import { buildIsStale, buildSite } from './lib/build.ts';
import { cacheUnderCampaigns } from './lib/bench-campaigns.ts';
import { LighthouseChromium, lighthouseRuns, runMedians, serveCalibrationPage, summarize } from './lib/bench-lighthouse.ts';
import { htmlWeight, scriptsBeforeInteraction, TYPING_CASES, typingOnSlowPhone } from './lib/bench-pages.ts';
import { printPages, type PageFigures } from './lib/bench-report.ts';
import { throughput } from './lib/bench-throughput.ts';
import { serializeConsent } from '../schemas/consent.ts';
import { SEED_CONSENT_VERSION } from '../directus/seed/content.ts';
import { benchRun, errorText } from './lib/bench-run.ts';
import { editing } from './lib/bench-editing.ts';
import { experimentsBench } from './lib/bench-experiments.ts';

const run = benchRun('bench');
const { envCount, progress } = run;

const SECTIONS = ['throughput', 'cache', 'experiments', 'editing', 'pages'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (name: string): name is Section => SECTIONS.some((s) => s === name);
function onlySections(): Set<Section> {
  const raw = process.env['BENCH_ONLY']?.trim();
  if (!raw) return new Set(SECTIONS);
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isSection(n));
  if (unknown.length) console.error(`[bench] BENCH_ONLY: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  return new Set(names.filter(isSection));
}
const ONLY = onlySections();

const SECONDS = envCount('BENCH_SECONDS', 10);
const CACHE_REQUESTS = envCount('BENCH_CACHE_REQUESTS', 10_000);
const REBUILD = envCount('BENCH_BUILD', 1) !== 0;
const CONNECTIONS = Math.max(1, envCount('BENCH_CONNECTIONS', 50));
const LIGHTHOUSE_RUNS = envCount('BENCH_LIGHTHOUSE_RUNS', 5);
const CALIBRATION = envCount('BENCH_CALIBRATION', 1) !== 0;
const TYPING_TRIES = envCount('BENCH_TYPING_TRIES', 5);
/** Pages no sitemap lists (they are noindex) that visitors still load: the account, in both languages. */
const UNLISTED_PAGES = ['/account', '/fr/compte'];
const CHOSEN_PAGES = process.env['BENCH_PAGES']?.trim()
  ? process.env['BENCH_PAGES']
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => (p.startsWith('/') ? p : `/${p}`))
  : null;

/** Every page the site's sitemaps list, English then French (an index's parts too), as paths, then the unlisted ones. */
async function sitemapPages(siteUrl: string): Promise<string[]> {
  const locs = async (url: string): Promise<string[]> => {
    const xml = await (await fetch(url)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  };
  const paths: string[] = [];
  for (const sitemap of ['/sitemap.xml', '/fr/sitemap.xml']) {
    for (const loc of await locs(`${siteUrl}${sitemap}`)) {
      const url = new URL(loc);
      // An index names its parts (sitemap.xml?part=N); a part names pages.
      if (url.pathname.endsWith('.xml')) for (const page of await locs(`${siteUrl}${url.pathname}${url.search}`)) paths.push(new URL(page).pathname);
      else paths.push(url.pathname);
    }
  }
  return [...new Set([...paths, ...UNLISTED_PAGES])];
}

// ---------------------------------------------------------------------------------------------
// 3. Pages (the report: scripts/lib/bench-report.ts)

async function pages(site: RunningSite): Promise<void> {
  const paths = CHOSEN_PAGES ?? (await sitemapPages(site.url));
  const rows: PageFigures[] = paths.map((path) => ({ path, errors: [] }));

  progress(`pages: HTML and inline CSS of ${rows.length} pages`);
  for (const row of rows) {
    try {
      row.html = await htmlWeight(`${site.url}${row.path}`, BROWSER_UA);
    } catch (error) {
      row.errors.push(`HTML: ${errorText(error)}`);
    }
  }

  progress('pages: starting headless Chromium');
  const browser: Browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  run.onCleanup(() => browser.close());
  for (const row of rows) {
    progress(`pages: JavaScript before interaction on ${row.path} (412x823, network idle + 500 ms)`);
    try {
      row.js = await scriptsBeforeInteraction(browser, `${site.url}${row.path}`);
    } catch (error) {
      row.errors.push(`JavaScript: ${errorText(error)}`);
    }
  }
  if (TYPING_TRIES > 0) {
    // A visitor who refused the consent banner before: the form, not the banner, is what is timed.
    const consent = serializeConsent({ version: SEED_CONSENT_VERSION, measurement: false, advertising: false, givenAt: Date.now() });
    for (const { path, name } of TYPING_CASES) {
      const row = rows.find((r) => r.path === path);
      if (!row) continue;
      progress(`pages: typing into the booking form on ${path} at 4x CPU, ${TYPING_TRIES} tries`);
      try {
        row.typing = await typingOnSlowPhone(browser, `${site.url}${path}`, name, TYPING_TRIES, consent);
      } catch (error) {
        row.errors.push(`typing: ${errorText(error)}`);
      }
    }
  }
  await browser.close();

  if (LIGHTHOUSE_RUNS > 0) {
    const chrome = new LighthouseChromium();
    run.onCleanup(() => chrome.close());
    const calibration = CALIBRATION ? await serveCalibrationPage() : undefined;
    if (calibration) run.onCleanup(() => calibration.close());
    for (const [i, row] of rows.entries()) {
      progress(
        `pages: Lighthouse ${i + 1}/${rows.length} ${row.path}, ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS > 1 ? 's' : ''}` +
          `${calibration ? ', each after one of the static page' : ''} (mobile, simulated throttling)`,
      );
      try {
        // A fresh Chromium for each page, shared by the page and the static page beside it.
        await chrome.start();
        const measured = await lighthouseRuns(chrome, `${site.url}${row.path}`, LIGHTHOUSE_RUNS, calibration?.url);
        row.lighthouse = summarize(measured.results, measured.problems);
        row.page = runMedians(measured.results);
        if (calibration) row.calibration = runMedians(measured.calibration);
      } catch (error) {
        row.errors.push(`Lighthouse: ${errorText(error)}`);
      }
    }
    await chrome.close();
    await calibration?.close();
  }

  printPages(rows, LIGHTHOUSE_RUNS);
}

// ---------------------------------------------------------------------------------------------

try {
  progress(
    `settings: BENCH_ONLY=${[...ONLY].join(',')} BENCH_SECONDS=${SECONDS} BENCH_CONNECTIONS=${CONNECTIONS} BENCH_CACHE_REQUESTS=${CACHE_REQUESTS} ` +
      `BENCH_LIGHTHOUSE_RUNS=${LIGHTHOUSE_RUNS} BENCH_CALIBRATION=${CALIBRATION ? 1 : 0} BENCH_TYPING_TRIES=${TYPING_TRIES} BENCH_PAGES=${CHOSEN_PAGES?.join(',') ?? '(the sitemap)'} BENCH_BUILD=${REBUILD ? 1 : 0}`,
  );
  if (buildIsStale()) {
    if (REBUILD) {
      progress('building the site (react-router build): the build is missing or older than the sources');
      buildSite();
    } else progress('the build is missing or older than the sources; using it as it is (BENCH_BUILD=0)');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  run.onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const info = await newStackInfo(dataDir);

  progress(`starting Directus and seeding the demo content (data in ${dataDir})`);
  const directus: RunningDirectus = await startCms(info);
  run.onCleanup(() => directus.stop());

  progress('starting the site as a production host (SITE_PRODUCTION=true), page cache on');
  const cached = await startSite(info, { SITE_PRODUCTION: 'true' });
  run.onCleanup(() => cached.stop());

  if (!ONLY.has('throughput')) progress('throughput: skipped (BENCH_ONLY)');
  else if (SECONDS > 0) {
    progress('starting a second site, page cache off (PAGE_CACHE_TTL_MS=0)');
    const uncachedPort = await freePort();
    const uncachedInfo = { ...info, sitePort: uncachedPort, siteUrl: `http://127.0.0.1:${uncachedPort}` };
    const uncached = await startSite(uncachedInfo, { SITE_PRODUCTION: 'true', PAGE_CACHE_TTL_MS: '0' });
    run.onCleanup(() => uncached.stop());
    try {
      await throughput({ run, seconds: SECONDS, connections: CONNECTIONS }, cached, uncached, dataDir);
    } catch (error) {
      console.log(`\n== Throughput: failed: ${errorText(error)}`);
    }
    // Rendering is not part of the per-page figures: stop the second server to leave the CPU to the browser.
    await uncached.stop();
  } else progress('throughput: skipped (BENCH_SECONDS=0)');

  if (!ONLY.has('cache')) progress('cache: skipped (BENCH_ONLY)');
  else if (CACHE_REQUESTS > 0) {
    try {
      await cacheUnderCampaigns({ run, connections: CONNECTIONS, cacheRequests: CACHE_REQUESTS }, info);
    } catch (error) {
      console.log(`\n== Page cache under campaign traffic: failed: ${errorText(error)}`);
    }
  } else progress('cache: skipped (BENCH_CACHE_REQUESTS=0)');

  if (!ONLY.has('experiments')) progress('experiments: skipped (BENCH_ONLY)');
  else if (SECONDS > 0) {
    try {
      await experimentsBench(info, SECONDS, CONNECTIONS, progress);
    } catch (error) {
      console.log(`\n== A/B test on a lander: failed: ${errorText(error)}`);
    }
  } else progress('experiments: skipped (BENCH_SECONDS=0)');

  if (!ONLY.has('editing')) progress('editing: skipped (BENCH_ONLY)');
  else {
    try {
      await editing(info, cached.url, 10, progress);
    } catch (error) {
      console.log(`\n== Visual editing: failed: ${errorText(error)}`);
    }
  }

  if (ONLY.has('pages')) await pages(cached);
  else progress('pages: skipped (BENCH_ONLY)');
} catch (error) {
  console.log(`\n[bench] stopped early: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  progress('stopping the servers and removing the temporary data');
  await run.cleanup();
  progress('done');
}
// Lighthouse and autocannon may leave idle handles behind; the figures are printed.
process.exit(0);
