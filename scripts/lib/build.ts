import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config.ts';

const SOURCES = ['src', 'blocks', 'kit', 'schemas', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Set by `npm test` for what it runs once it has built the site: a start or a bench inside the run
 * takes that build as it is. Rebuilt under the site the integration files drive (a source saved
 * meanwhile), the assets its pages name would be gone, and every island with them.
 */
export const BUILD_FROZEN_ENV = 'SITE_BUILD_FROZEN';

/** True when there is no build, or a source file changed after it (unless the run froze the build it made). */
export function buildIsStale(): boolean {
  const entry = join(repoRoot, 'build/server/index.js');
  if (!existsSync(entry)) return true;
  if (process.env[BUILD_FROZEN_ENV] === '1') return false;
  const built = statSync(entry).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(repoRoot, s)) > built);
}

/**
 * The build's environment: always a production build, whatever NODE_ENV the caller runs under (Vitest
 * sets `test`, and Vite then compiles `import.meta.env.DEV` as true: pages would ask for the dev
 * server's scripts).
 */
const buildEnv = () => ({ ...process.env, NODE_ENV: 'production' });

export function buildSite(): void {
  const res = spawnSync(process.execPath, [join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: buildEnv(),
  });
  if (res.status !== 0) throw new Error(`react-router build failed (${res.status})`);
}

/** The same build in the background, its output handed line by line to `onLine`; rejects with its last lines. */
export function buildSiteInBackground(onLine: (line: string) => void): Promise<void> {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: buildEnv(),
  });
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      onLine(line);
      tail.push(line);
      if (tail.length > 30) tail.shift();
    });
  }
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`react-router build failed (exit ${code}):\n${tail.join('\n')}`))));
  });
}
