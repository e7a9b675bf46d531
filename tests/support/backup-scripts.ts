// `npm run backup` / `npm run restore` as package.json runs them, for the backup tests (SQLite in
// tests/e2e, PostgreSQL and the erasure replay in tests/scale): their exit code, output and time.
import { spawn } from 'node:child_process';
import { repoRoot } from '../../scripts/lib/config.ts';

export type ScriptRun = { code: number | null; out: string; ms: number };

export function backupScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', `scripts/${name}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  // 'close', not 'exit': at 'exit' the pipes may still hold the last lines, the very ones the tests read.
  return new Promise((res) => child.on('close', (code) => res({ code, out, ms: performance.now() - started })));
}
