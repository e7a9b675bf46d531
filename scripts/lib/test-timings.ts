// What `npm test` prints at its end: the whole run's time, and the files that took longest (where to
// look first to make it shorter), from the JSON reports of its Vitests.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './config.ts';

/** What Vitest's JSON reporter says of each file: its path, when it started and ended, and how it went. */
const VitestJson = z.object({
  testResults: z.array(z.object({ name: z.string(), startTime: z.number(), endTime: z.number(), status: z.string() })),
});

export function timingSummary(reports: string[], totalMs: number, top = 10): string {
  const lines: string[] = [];
  const results = reports.flatMap((file) => {
    try {
      return VitestJson.parse(JSON.parse(readFileSync(file, 'utf8'))).testResults;
    } catch (error) {
      lines.push(`[test] no file times from ${relative(repoRoot, file)}: ${String(error).slice(0, 200)}`);
      return [];
    }
  });
  const took = (r: { startTime: number; endTime: number }) => r.endTime - r.startTime;
  lines.push(`[test] the slowest files (of ${results.length}):`);
  for (const r of results.sort((a, b) => took(b) - took(a)).slice(0, top))
    lines.push(`  ${(took(r) / 1000).toFixed(1).padStart(6)} s  ${relative(repoRoot, r.name)}${r.status === 'passed' ? '' : ` (${r.status})`}`);
  lines.push(`[test] npm test took ${(totalMs / 60_000).toFixed(1)} min in all`);
  return lines.join('\n');
}
