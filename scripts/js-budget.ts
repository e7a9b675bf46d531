// The JavaScript a page with an island loads before the visitor does anything, read from the
// production build alone (no server, no browser): `npx react-router build`, then
// `node scripts/js-budget.ts [island source ...]`. It walks Vite's manifest from the browser entry
// (src/browser/main.ts) through the chunks the island loader imports once a page has an island
// (src/browser/islands.ts, then src/browser/hydrate.tsx) and the given islands' own chunks, each
// with every chunk it imports statically, and sums their gzip -9 sizes (the figure `npm run bench`
// reports from Chromium). Dynamic imports are left out unless named: they load later, on use.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const Manifest = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }));
const root = new URL('../build/client/', import.meta.url);
const manifest = Manifest.parse(JSON.parse(readFileSync(new URL('.vite/manifest.json', root), 'utf8')));

const BEFORE_INTERACTION = ['src/browser/main.ts', 'src/browser/islands.ts', 'src/browser/hydrate.tsx'];
const islands = process.argv.slice(2);
const starts = [...BEFORE_INTERACTION, ...(islands.length ? islands : ['blocks/embed/demo/DemoForm.tsx'])];

const files = new Map<string, number>();
const visit = (key: string): void => {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the manifest`);
  if (files.has(entry.file)) return;
  files.set(entry.file, gzipSync(readFileSync(new URL(entry.file, root)), { level: 9 }).length);
  for (const next of entry.imports ?? []) visit(next);
};
for (const key of starts) visit(key);

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
for (const [file, size] of [...files].sort((a, b) => b[1] - a[1])) console.log(`${kib(size).padStart(7)} KiB  ${file}`);
const total = [...files.values()].reduce((sum, size) => sum + size, 0);
console.log(`${kib(total).padStart(7)} KiB  gzip -9, ${files.size} files: ${starts.join(' + ')}`);
