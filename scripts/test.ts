// `npm test`: check formatting and lint, type-check, build the site (the browser tests drive the production build), then every
// Vitest project: unit (jsdom, and Node for the rooms without a DOM), integration (real Directus + real site, headless Chromium) and
// storybook (every story in headless Chromium, with a11y checks), and storybook-fr (every story without a
// play function again, in French).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';
import { ensureExtensionsBuilt } from '../embedded/extensions.ts';
import { timingSummary } from './lib/test-timings.ts';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';

const bin = (pkg: string, file: string) => join(repoRoot, 'node_modules', pkg, file);
const startedAt = Date.now();

/** Runs the checks at once, each one's output kept and printed whole when it ends; any failure ends the run. */
async function runSideBySide(checks: [label: string, args: string[]][]): Promise<void> {
  const results = await Promise.all(
    checks.map(
      ([label, args]) =>
        new Promise<{ label: string; code: number; output: string }>((done) => {
          const started = Date.now();
          const chunks: Buffer[] = [];
          const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (c: Buffer) => chunks.push(c));
          child.stderr.on('data', (c: Buffer) => chunks.push(c));
          child.on('error', (error) => done({ label, code: 1, output: error.message }));
          child.on('close', (code) => {
            const output = Buffer.concat(chunks).toString();
            console.log(`\n[test] ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
            done({ label, code: code ?? 1, output });
          });
        }),
    ),
  );
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) {
    console.error(`[test] failed: ${failed.map((r) => r.label).join('; ')}`);
    process.exit(1);
  }
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

// The fast checks first: the route types React Router generates (the type-aware lint and tsc read them,
// and a clean clone has none), then formatting (Prettier), lint (ESLint, the layers rule among its
// rules) and the strict type-check side by side: each is one process on one core, and one after
// another they took 1.7 minutes on a busy 2-core machine (ESLint 70 s of it).
run('types: react-router typegen', [bin('@react-router/dev', 'bin.cjs'), 'typegen']);
await runSideBySide([
  ['format: prettier --check', [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
  ['lint: eslint (type-aware, react-hooks, jsx-a11y, layers)', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0']],
  ['types: tsc --noEmit (strict)', [bin('typescript', 'bin/tsc'), '--noEmit']],
]);
if (buildIsStale()) {
  console.log('\n[test] building the site');
  buildSite();
}
// The Directus extensions' bundles, which every Directus the tests start loads (decision 0022); a
// start would build them too, but here their time is not counted against a test's setup.
await ensureExtensionsBuilt((line) => console.log(`\n[test] ${line}`));
// Arguments go to Vitest as they are; without any, the three projects (test:scale runs the fourth).
const args = process.argv.slice(2);
if (args.length > 0) run('vitest', [bin('vitest', 'vitest.mjs'), 'run', ...args]);
else await everyProject();

/**
 * Two Vitests side by side. One runs the integration project, file after file (they share one Directus
 * and one site); a single Vitest runs such a file-serial project as a group of its own, never beside
 * its other projects, so the unit files (two minutes on two cores) and the stories (one and a half)
 * waited for it to end. The other runs them meanwhile, unit then the stories, its output in a file
 * printed once both have ended, so the two runs' lines never mix.
 */
async function everyProject(): Promise<void> {
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  const sideLog = join(repoRoot, 'test-results', 'unit-and-stories.log');
  // Each Vitest also writes its files' times (the JSON reporter) for the summary at the end.
  const timings = {
    unit: join(repoRoot, 'test-results', 'unit.json'),
    stories: join(repoRoot, 'test-results', 'stories.json'),
    integration: join(repoRoot, 'test-results', 'integration.json'),
  };
  const vitest = (projects: string[], out: number | 'inherit', json: string) =>
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
      // A Vitest that could not start fails the run rather than leaving it waiting.
      child.on('error', (error) => {
        console.error(`[test] could not start Vitest: ${error.message}`);
        done(1);
      });
      child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    });
  console.log(
    `\n[test] vitest: unit, then storybook and storybook-fr (beside integration; their output follows, and is kept in ${relative(repoRoot, sideLog)})`,
  );
  const fd = openSync(sideLog, 'w');
  const side = (async () => {
    const unit = await vitest(['unit', 'unit-node'], fd, timings.unit);
    const stories = await vitest(['storybook', 'storybook-fr'], fd, timings.stories);
    return { unit, stories };
  })();
  console.log('\n[test] vitest: integration');
  const integration = await vitest(['integration'], 'inherit', timings.integration);
  const { unit, stories } = await side;
  closeSync(fd);
  console.log('\n[test] vitest: unit, storybook and storybook-fr, their output');
  process.stdout.write(readFileSync(sideLog));
  console.log(`\n${timingSummary(Object.values(timings), Date.now() - startedAt)}`);
  const failed = [integration !== 0 && 'integration', unit !== 0 && 'unit', stories !== 0 && 'storybook'].filter(Boolean);
  if (failed.length > 0) {
    console.error(`[test] vitest failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
