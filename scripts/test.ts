// `npm test`: check formatting and lint, type-check, build the site (the browser tests drive the production build), then every
// Vitest project: unit (jsdom), integration (real Directus + real site, headless Chromium) and
// storybook (every story in headless Chromium, with a11y checks), and storybook-fr (every story without a
// play function again, in French).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';
import { ensureExtensionsBuilt } from './lib/extensions.ts';
import { timingSummary } from './lib/test-timings.ts';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';

const bin = (pkg: string, file: string) => join(repoRoot, 'node_modules', pkg, file);
const startedAt = Date.now();

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

// The fast checks first: formatting (Prettier), the route types React Router generates (the type-aware lint reads
// them, and a clean clone has none), then lint (ESLint, the layers rule among its rules).
run('format: prettier --check', [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']);
run('types: react-router typegen', [bin('@react-router/dev', 'bin.cjs'), 'typegen']);
run('lint: eslint (type-aware, react-hooks, jsx-a11y, layers)', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0']);
run('types: tsc --noEmit (strict)', [bin('typescript', 'bin/tsc'), '--noEmit']);
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
 * The unit project in a Vitest of its own, beside the other three: one Vitest runs its file-serial
 * integration project as a group of its own, after or before the others, never beside them, and the
 * unit files (two minutes on two cores) then waited for the integration files to end. Its output
 * goes to a file, printed once both have ended, so the two runs' lines never mix.
 */
async function everyProject(): Promise<void> {
  mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
  const unitLog = join(repoRoot, 'test-results', 'unit.log');
  // Each Vitest also writes its files' times (the JSON reporter) for the summary at the end.
  const timings = { unit: join(repoRoot, 'test-results', 'unit.json'), rest: join(repoRoot, 'test-results', 'integration.json') };
  const vitest = (projects: string[], out: number | 'inherit', json: string) =>
    new Promise<number>((done) => {
      const args = [bin('vitest', 'vitest.mjs'), 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
      const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', out, out] });
      // A Vitest that could not start fails the run rather than leaving it waiting.
      child.on('error', (error) => {
        console.error(`[test] could not start Vitest: ${error.message}`);
        done(1);
      });
      child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    });
  console.log(`\n[test] vitest: unit (beside the rest; its output follows theirs, and is kept in ${relative(repoRoot, unitLog)})`);
  const fd = openSync(unitLog, 'w');
  const unit = vitest(['--project', 'unit'], fd, timings.unit);
  console.log('\n[test] vitest: integration, storybook, storybook-fr');
  const rest = await vitest(['--project', 'integration', '--project', 'storybook', '--project', 'storybook-fr'], 'inherit', timings.rest);
  const unitCode = await unit;
  closeSync(fd);
  console.log('\n[test] vitest: unit, its output');
  process.stdout.write(readFileSync(unitLog));
  console.log(`\n${timingSummary(Object.values(timings), Date.now() - startedAt)}`);
  if (rest !== 0 || unitCode !== 0) {
    console.error(`[test] vitest failed: ${[rest !== 0 && 'integration or storybook', unitCode !== 0 && 'unit'].filter(Boolean).join(' and ')}`);
    process.exit(1);
  }
}
