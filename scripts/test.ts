// `npm test`: build the site (the browser tests drive the production build), then every Vitest project
// but scale, in two streams: integration (real Directus + real site, headless Chromium), and beside it
// the checks (formatting, lint, strict types), unit (jsdom, and Node for the rooms without a DOM),
// storybook (every story in headless Chromium, with a11y checks) and storybook-fr (every story without
// a play function again, in French), then standalone (the files that start their own servers).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, relative } from 'node:path';
import { BUILD_FROZEN_ENV, buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';
import { ensureExtensionsBuilt } from '../embedded/extensions.ts';
import { timingSummary } from './lib/test-timings.ts';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';

const bin = (pkg: string, file: string) => join(repoRoot, 'node_modules', pkg, file);
const startedAt = Date.now();

type CheckResult = { label: string; code: number; text: string };

/**
 * The niceness of the stream beside the integration files. Those files are the run's critical path
 * (a chain of test, site, Directus and Chromium that waits on itself); the other stream has minutes
 * to spare, so on two busy cores it takes what the integration chain leaves. Its own children
 * (Vitest's workers, the stories' Chromium, the standalone files' servers) inherit it. A Directus
 * started there may answer 503 "Under pressure" while it waits for the cores; the set-up's client
 * asks it again (directus/lib/rest.ts), as it would on any busy machine. At the usual priority the
 * standalone files cost the run a minute and a half (14.4 and 14.5 min against 12.7 here).
 */
const SIDE_NICENESS = 10;

/** Lowers a child's priority (the side stream's); where the system refuses, it runs as it was. */
function yieldCpu(pid: number | undefined, niceness: number): void {
  if (pid === undefined || niceness === 0) return;
  try {
    setPriority(pid, niceness);
  } catch {
    // Not allowed here: the run is only slower.
  }
}

/** Runs the checks at once, each one's output kept whole and given back with its time when it ends. */
function checksSideBySide(checks: [label: string, args: string[]][], niceness = 0): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(
      ([label, args]) =>
        new Promise<CheckResult>((done) => {
          const started = Date.now();
          const chunks: Buffer[] = [];
          const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
          yieldCpu(child.pid, niceness);
          child.stdout.on('data', (c: Buffer) => chunks.push(c));
          child.stderr.on('data', (c: Buffer) => chunks.push(c));
          child.on('error', (error) => done({ label, code: 1, text: `\n[test] ${label}: ${error.message}\n` }));
          child.on('close', (code) => {
            const output = Buffer.concat(chunks).toString().trimEnd();
            done({ label, code: code ?? 1, text: `\n[test] ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)${output ? `\n${output}` : ''}\n` });
          });
        }),
    ),
  );
}

function run(label: string, args: string[]): void {
  console.log(`\n[test] ${label}`);
  const res = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`[test] ${label} failed`);
    process.exit(res.status ?? 1);
  }
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`[test] No Chromium at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

// The route types React Router generates first (the type-aware lint and tsc read them, and a clean
// clone has none), then the build (the browser tests drive the production build) and the Directus
// extensions' bundles, which every Directus the tests start loads (decision 0022; a start would build
// them too, but here their time is not counted against a test's setup).
run('types: react-router typegen', [bin('@react-router/dev', 'bin.cjs'), 'typegen']);
/**
 * Formatting (Prettier), lint (ESLint, the layers rule among its rules) and the strict type-check,
 * side by side: each is one process on one core (ESLint 70 s of them).
 */
const checks: [string, string[]][] = [
  ['format: prettier --check', [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
  ['lint: eslint (type-aware, react-hooks, jsx-a11y, layers)', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0']],
  ['types: tsc --noEmit (strict)', [bin('typescript', 'bin/tsc'), '--noEmit']],
];
const args = process.argv.slice(2);
if (args.length > 0) {
  // Projects named (npm test -- --project unit): the checks first, as a gate, then Vitest with the arguments as they are.
  const results = await checksSideBySide(checks);
  for (const r of results) process.stdout.write(r.text);
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) {
    console.error(`[test] failed: ${failed.map((r) => r.label).join('; ')}`);
    process.exit(1);
  }
}
if (buildIsStale()) {
  console.log('\n[test] building the site');
  buildSite();
}
await ensureExtensionsBuilt((line) => console.log(`\n[test] ${line}`));
// From here on, the build is the one the tests drive: a source saved during the run leaves it as it is.
process.env[BUILD_FROZEN_ENV] = '1';
if (args.length > 0) run('vitest', [bin('vitest', 'vitest.mjs'), 'run', ...args]);
else await everyProject();

/**
 * Two streams side by side. One is the integration project, file after file (they share one Directus
 * and one site): the longest, so it starts as soon as the site is built. The other, meanwhile: the
 * checks (formatting, lint, types), the unit tests, the stories, then the standalone files (they start
 * what they test themselves), its output in a file printed once both have ended, so the two streams'
 * lines never mix. A single Vitest runs a file-serial project as a group of its own, never beside its
 * other projects: hence two.
 */
async function everyProject(): Promise<void> {
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  const sideLog = join(repoRoot, 'test-results', 'unit-and-stories.log');
  // Each Vitest also writes its files' times (the JSON reporter) for the summary at the end.
  const timings = {
    unit: join(repoRoot, 'test-results', 'unit.json'),
    stories: join(repoRoot, 'test-results', 'stories.json'),
    standalone: join(repoRoot, 'test-results', 'standalone.json'),
    integration: join(repoRoot, 'test-results', 'integration.json'),
  };
  const vitest = (projects: string[], out: number | 'inherit', json: string, niceness = 0) =>
    new Promise<number>((done) => {
      const args = [
        bin('vitest', 'vitest.mjs'),
        'run',
        ...projects.flatMap((p) => ['--project', p]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${json}`,
      ];
      const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', out, out] });
      yieldCpu(child.pid, niceness);
      // A Vitest that could not start fails the run rather than leaving it waiting.
      child.on('error', (error) => {
        console.error(`[test] could not start Vitest: ${error.message}`);
        done(1);
      });
      child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    });
  console.log(
    `\n[test] checks, then vitest: unit, storybook and storybook-fr, standalone (beside integration; their output follows, and is kept in ${relative(repoRoot, sideLog)})`,
  );
  const fd = openSync(sideLog, 'w');
  const side = (async () => {
    const checked = await checksSideBySide(checks, SIDE_NICENESS);
    for (const r of checked) writeSync(fd, r.text);
    const unit = await vitest(['unit', 'unit-node'], fd, timings.unit, SIDE_NICENESS);
    const stories = await vitest(['storybook', 'storybook-fr'], fd, timings.stories, SIDE_NICENESS);
    const standalone = await vitest(['standalone'], fd, timings.standalone, SIDE_NICENESS);
    return { checks: checked.filter((r) => r.code !== 0), unit, stories, standalone };
  })();
  console.log('\n[test] vitest: integration');
  const integration = await vitest(['integration'], 'inherit', timings.integration);
  const { checks: failedChecks, unit, stories, standalone } = await side;
  closeSync(fd);
  console.log('\n[test] the checks, vitest unit, storybook, storybook-fr and standalone: their output');
  process.stdout.write(readFileSync(sideLog));
  console.log(`\n${timingSummary(Object.values(timings), Date.now() - startedAt)}`);
  // A failed check's output again, at the end, where CI's tail keeps it.
  for (const check of failedChecks) process.stdout.write(check.text.split('\n').slice(0, 60).join('\n') + '\n');
  const failed = [
    ...failedChecks.map((r) => r.label),
    integration !== 0 && 'integration',
    unit !== 0 && 'unit',
    stories !== 0 && 'storybook',
    standalone !== 0 && 'standalone',
  ].filter(Boolean);
  if (failed.length > 0) {
    console.error(`[test] failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
