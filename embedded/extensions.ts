// The Directus extensions as Directus loads them: bundles built by Directus's own extensions SDK
// (`directus-extension build`, @directus/extensions-sdk) from their TypeScript sources (decision 0022).
// Each extension's package.json says where: `directus:extension.source` (src/…) and `.path` (dist/…).
// A bundle inlines what its sources import (directus/lib, directus/access.ts, schemas/…, packages such
// as @directus/errors), so directus/extensions alone is all a Directus needs: what compose mounts.
//
// The bundles are not committed (dist/ is git-ignored): `npm run build:extensions` builds them, and
// every start of Directus by the project's scripts (embedded/directus.ts: `npm start`, the tests,
// test:scale, the benchmarks, a restore) builds them first when they are stale. Stale means: the
// fingerprint of their inputs (every file of directus/, schemas/, kit/, the lock file and this file)
// differs from the one recorded at their build, or a bundle is missing or was changed since.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The folder compose mounts into Directus's image (/directus/extensions), and EXTENSIONS_PATH for ours. */
export const extensionsRoot = join(repoRoot, 'directus', 'extensions');
const sdkCli = join(repoRoot, 'node_modules', '@directus', 'extensions-sdk', 'cli.js');
const cacheDir = join(repoRoot, 'node_modules', '.cache');
const stampFile = join(cacheDir, 'directus-extensions.json');
const lockFile = join(cacheDir, 'directus-extensions.lock');

/** What a bundle may inline: anything here may change one. Generous on purpose (a rebuild takes seconds). */
const INPUTS = ['directus', 'schemas', 'kit', 'package-lock.json', relative(repoRoot, fileURLToPath(import.meta.url))];
const SKIPPED = new Set(['node_modules', 'dist']);

const Entry = z.union([z.string(), z.object({ app: z.string(), api: z.string() })]);
const Manifest = z.object({
  name: z.string(),
  'directus:extension': z.object({ type: z.string(), path: Entry, source: Entry.optional() }),
});

/** `built`: its bundle is built from sources (its `path` under dist/); otherwise Directus loads its files as they are. */
export type Extension = { name: string; dir: string; type: string; outputs: string[]; built: boolean };

const entryFiles = (entry: z.infer<typeof Entry>): string[] => (typeof entry === 'string' ? [entry] : [entry.app, entry.api]);

/** The extensions in `root` (each folder with a package.json), with the files Directus loads from each. */
export function listExtensions(root = extensionsRoot): Extension[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'package.json')))
    .map((d) => {
      const dir = join(root, d.name);
      const manifest = Manifest.parse(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
      const options = manifest['directus:extension'];
      const outputs = entryFiles(options.path).map((p) => join(dir, p));
      const built = options.source !== undefined && outputs.every((o) => o.startsWith(join(dir, 'dist') + sep));
      return { name: manifest.name, dir, type: options.type, outputs, built };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function collectFiles(path: string, into: string[]): void {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(path).sort()) if (!SKIPPED.has(entry)) collectFiles(join(path, entry), into);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** One fingerprint of every input's path and content. */
function inputsFingerprint(): string {
  const files: string[] = [];
  for (const input of INPUTS) collectFiles(join(repoRoot, input), files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${relative(repoRoot, file)}\0${sha256(readFileSync(file))}\n`);
  return hash.digest('hex');
}

const Stamp = z.object({ inputs: z.string(), outputs: z.record(z.string(), z.string()) });

function outputsOf(extensions: Extension[]): string[] {
  return extensions.filter((e) => e.built).flatMap((e) => e.outputs);
}

/** Why the bundles must be built again, or null when they are up to date. */
export function extensionsStaleReason(): string | null {
  const outputs = outputsOf(listExtensions());
  const missing = outputs.find((o) => !existsSync(o));
  if (missing) return `${relative(repoRoot, missing)} is missing`;
  if (!existsSync(stampFile)) return 'no record of their last build';
  const stamp = Stamp.safeParse(JSON.parse(readFileSync(stampFile, 'utf8')));
  if (!stamp.success) return 'no record of their last build';
  if (stamp.data.inputs !== inputsFingerprint()) return 'their sources changed';
  const changed = outputs.find((o) => stamp.data.outputs[relative(repoRoot, o)] !== sha256(readFileSync(o)));
  return changed ? `${relative(repoRoot, changed)} changed since it was built` : null;
}

type BuildResult = { extensions: Extension[]; ms: number; bytes: number };

/** Runs `directus-extension build` in one extension's folder; rejects with its output. */
function buildOne(extension: Extension): Promise<void> {
  rmSync(join(extension.dir, 'dist'), { recursive: true, force: true });
  // Not minified: these bundles run on the server (and Directus bundles the app ones again), where a
  // readable stack trace in Directus's log is worth more than a few kilobytes.
  const child = spawn(process.execPath, [sdkCli, 'build', '--no-minify'], { cwd: extension.dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const missing = extension.outputs.filter((o) => !existsSync(o));
      if (code === 0 && missing.length === 0) resolve();
      else reject(new Error(`directus-extension build failed for ${extension.name} (exit ${code}):\n${output.trim()}`));
    });
  });
}

/** Builds every extension's bundle, a few at a time, and records what they were built from. */
export async function buildExtensions(): Promise<BuildResult> {
  const started = Date.now();
  const fingerprint = inputsFingerprint();
  const extensions = listExtensions().filter((e) => e.built);
  const queue = [...extensions];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await buildOne(next);
  };
  await Promise.all(Array.from({ length: Math.min(queue.length, Math.max(2, availableParallelism())) }, worker));
  const outputs = outputsOf(extensions);
  const stamp: z.infer<typeof Stamp> = {
    inputs: fingerprint,
    outputs: Object.fromEntries(outputs.map((o) => [relative(repoRoot, o), sha256(readFileSync(o))])),
  };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
  return { extensions, ms: Date.now() - started, bytes: outputs.reduce((sum, o) => sum + statSync(o).size, 0) };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs `fn` holding a lock file, so that Directus instances started together (test:scale) build once. */
async function underLock<T>(fn: () => Promise<T>): Promise<T> {
  mkdirSync(cacheDir, { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch {
      const holder = Number(readFileSync(lockFile, { encoding: 'utf8', flag: 'a+' }));
      if (!Number.isInteger(holder) || holder <= 0 || !alive(holder)) rmSync(lockFile, { force: true });
      else if (Date.now() > deadline) throw new Error(`The Directus extensions' build lock (${lockFile}) is held by process ${holder}`);
      else await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/**
 * Builds the bundles if they are stale (see above), or always with `force`; resolves with what was
 * built, or null when they were up to date. `say` hears a line when it builds, and one when done.
 */
export function ensureExtensionsBuilt(say: (line: string) => void = () => {}, { force = false } = {}): Promise<BuildResult | null> {
  return underLock(async () => {
    const reason = force ? 'asked to' : extensionsStaleReason();
    if (reason === null) return null;
    say(`building the Directus extensions (${reason})`);
    const result = await buildExtensions();
    say(`built ${result.extensions.length} Directus extensions in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.bytes / 1024)} KB)`);
    return result;
  });
}
