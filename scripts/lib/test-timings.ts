// What `npm test` prints at its end: the tests that failed and how (CI keeps only the tail of the
// output, so a failure's message must be there, not only up in the middle of the run), the whole
// run's time, and the files that took longest (where to look first to make it shorter), from the JSON
// reports of its Vitests.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './config.ts';

/** What Vitest's JSON reporter says of each file: its path, when it started and ended, how it went and which of its tests failed. */
const VitestJson = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      startTime: z.number(),
      endTime: z.number(),
      status: z.string(),
      message: z.string().optional(),
      assertionResults: z.array(z.object({ fullName: z.string(), status: z.string(), failureMessages: z.array(z.string()).nullish() })).optional(),
    }),
  ),
});

/** A failure's first lines, its colour codes and stack frames left out: enough to say what went wrong. */
function firstLines(message: string, max = 6): string[] {
  return (
    message
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '' && !/^\s*at /.test(line))
      .slice(0, max)
      .map((line) => `        ${line.slice(0, 300)}`)
  );
}

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
  const failures = results.flatMap((r) => {
    const tests = (r.assertionResults ?? []).filter((t) => t.status === 'failed');
    const file = relative(repoRoot, r.name);
    if (tests.length === 0) return r.status === 'failed' ? [`  ${file}`, ...firstLines(r.message ?? '')] : [];
    return tests.flatMap((t) => [`  ${file} > ${t.fullName}`, ...firstLines((t.failureMessages ?? []).join('\n'))]);
  });
  if (failures.length > 0) lines.push('[test] what failed:', ...failures);
  const took = (r: { startTime: number; endTime: number }) => r.endTime - r.startTime;
  lines.push(`[test] the slowest files (of ${results.length}):`);
  for (const r of results.sort((a, b) => took(b) - took(a)).slice(0, top))
    lines.push(`  ${(took(r) / 1000).toFixed(1).padStart(6)} s  ${relative(repoRoot, r.name)}${r.status === 'passed' ? '' : ` (${r.status})`}`);
  lines.push(`[test] npm test took ${(totalMs / 60_000).toFixed(1)} min in all`);
  return lines.join('\n');
}
