// `npm run bench:start`: how long `npm start` takes, as a newcomer runs it. Prints figures, asserts
// nothing, exits 0.
//   1. a first start on an empty DATA_DIR (the build present: a stale one is built first, apart);
//   2. later starts on the same DATA_DIR (BENCH_START_RUNS, 3 by default);
// each to "Ready" and to the first page served (`GET /`), with the time of each step as `npm start`
// prints it and how many lines it printed. Targets: first start 30 s or less, later starts 10 s.
//   3. with BENCH_INSTALL=1: `npm ci` in a fresh clone of this repository (several minutes), with
//      what took the time (npm's own timers: unpacking, each install script).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { freePort } from '../tests/support/stack.ts';
import { buildIsStale, buildSite } from './lib/build.ts';
import { repoRoot } from './lib/config.ts';

const RUNS = Math.max(1, Number(process.env['BENCH_START_RUNS'] ?? 3) || 3);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type StartRun = { readyMs: number; firstPageMs: number; lines: number; warnings: number; steps: string[] };

async function timedStart(env: Record<string, string>, port: number): Promise<StartRun> {
  const t0 = performance.now();
  // `npm start` itself, as a person types it (npm's own start-up included), in a process group of its own.
  // A person's shell has none of the npm_* variables `npm run bench:start` set for this script.
  const shell = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_')));
  const child = spawn('npm', ['start'], { cwd: repoRoot, env: { ...shell, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  try {
    while (!/Ready in /.test(out)) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${out}`);
      if (performance.now() - t0 > 300_000) throw new Error(`npm start not ready after 5 minutes:\n${out}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const readyMs = performance.now() - t0;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    await res.text();
    if (res.status !== 200) throw new Error(`GET / answered ${res.status}`);
    const firstPageMs = performance.now() - t0;
    const lines = out.trimEnd().split('\n');
    return {
      readyMs,
      firstPageMs,
      lines: lines.length,
      warnings: lines.filter((l) => /warn/i.test(l)).length,
      steps: lines.filter((l) => /^\s+✓ /.test(l)).map((l) => l.trim()),
    };
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGINT');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

function report(label: string, run: StartRun) {
  console.log(
    `${label}: ready ${seconds(run.readyMs)}, first page served ${seconds(run.firstPageMs)}; ${run.lines} lines printed (${run.warnings} mentioning a warning)`,
  );
  for (const s of run.steps) console.log(`    ${s}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

if (buildIsStale()) {
  console.log('[bench:start] the build is stale: building first (not part of the figures)');
  buildSite();
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    DIRECTUS_PORT: String(await freePort()),
    MAIL_CAPTURE_PORT: String(await freePort()),
    MAIL_INBOX_PORT: String(await freePort()),
  };
  const first = await timedStart(env, port);
  report('First start, empty DATA_DIR (target 30 s)', first);
  const later: StartRun[] = [];
  for (let i = 0; i < RUNS; i++) later.push(await timedStart(env, port));
  const m = median(later.map((r) => r.firstPageMs));
  const mid = later.find((r) => r.firstPageMs === m) ?? later[0];
  if (mid) report(`Later start, median of ${RUNS} (target 10 s; each: ${later.map((r) => seconds(r.firstPageMs)).join(', ')})`, mid);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env['BENCH_INSTALL'] === '1') {
  const clone = mkdtempSync(join(tmpdir(), 'bench-install-'));
  try {
    spawnSync('git', ['clone', '--quiet', repoRoot, clone], { stdio: 'inherit' });
    const logs = join(clone, '.npm-logs');
    const t0 = performance.now();
    const res = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--timing', `--logs-dir=${logs}`], { cwd: clone, encoding: 'utf8' });
    const total = performance.now() - t0;
    const warnings = `${res.stdout}${res.stderr}`.split('\n').filter((l) => /npm warn/.test(l));
    console.log(`npm ci in a fresh clone: ${seconds(total)} (exit ${res.status}); ${warnings.length} npm warnings`);
    for (const w of [...new Set(warnings.map((l) => l.replace(/^npm warn (\S+).*/, '$1')))])
      console.log(`    npm warn ${w}: ${warnings.filter((l) => l.startsWith(`npm warn ${w}`)).length}`);
    const timing = existsSync(logs) ? readdirSync(logs).find((f) => f.endsWith('-timing.json')) : undefined;
    if (timing) {
      const { timers } = z.object({ timers: z.record(z.string(), z.number()) }).parse(JSON.parse(readFileSync(join(logs, timing), 'utf8')));
      const wanted = Object.entries(timers)
        .filter(([k]) => /^(npm:load|reify:loadTrees|reify:unpack|reify:build|build:run:(preinstall|install|postinstall)(:.*)?)$/.test(k))
        .filter(([, ms]) => ms >= 1000)
        .sort((a, b) => b[1] - a[1]);
      for (const [k, ms] of wanted) console.log(`    ${k.padEnd(60)} ${seconds(ms).padStart(8)}`);
    }
    const size = spawnSync('du', ['-sm', join(clone, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0];
    console.log(`    node_modules: ${size} MB`);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}
