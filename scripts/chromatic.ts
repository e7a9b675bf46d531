// `npm run chromatic`: publishes Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN
// and the network; the Chromatic CLI never exits without a network, so it is bounded by a timeout.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/config.ts';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN (from your Chromatic project) to publish. Locally, `npm test` compares screenshots with the committed baselines instead.',
  );
  process.exit(1);
}
const child = spawn(process.execPath, [join(repoRoot, 'node_modules/chromatic/dist/bin.cjs'), '--exit-zero-on-changes', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
const limit = setTimeout(() => {
  console.error('Chromatic did not finish within 15 minutes (no network?); stopping it.');
  child.kill('SIGTERM');
}, 15 * 60_000);
child.on('exit', (code) => {
  clearTimeout(limit);
  process.exit(code ?? 1);
});
