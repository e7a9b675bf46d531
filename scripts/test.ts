// `npm test`: check formatting and lint, type-check, build the site (the browser tests drive the production build), then every
// Vitest project: unit (jsdom), integration (real Directus + real site, headless Chromium) and
// storybook (every story in headless Chromium, with a11y checks), and storybook-fr (every story without a
// play function again, in French).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';
import { CHROMIUM_PATH } from '../tests/support/chromium.ts';

const bin = (pkg: string, file: string) => join(repoRoot, 'node_modules', pkg, file);

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
// Arguments go to Vitest as they are; without any, the three projects (test:scale runs the fourth).
const args = process.argv.slice(2);
const projects = args.length > 0 ? args : ['--project', 'unit', '--project', 'integration', '--project', 'storybook', '--project', 'storybook-fr'];
run('vitest: unit, integration, storybook', [bin('vitest', 'vitest.mjs'), 'run', ...projects]);
