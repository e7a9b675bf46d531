import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';
import { timingSummary } from './test-timings.ts';

describe('the end of npm test', () => {
  it('prints the slowest files of both reports, slowest first, and the total time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    const report = (name: string, files: [string, number, string][]) => {
      const path = join(dir, name);
      writeFileSync(
        path,
        JSON.stringify({ testResults: files.map(([file, ms, status]) => ({ name: join(repoRoot, file), startTime: 1000, endTime: 1000 + ms, status })) }),
      );
      return path;
    };
    const text = timingSummary(
      [report('unit.json', [['a.test.ts', 1_500, 'passed']]), report('rest.json', [['tests/e2e/b.test.ts', 72_000, 'failed']]), join(dir, 'missing.json')],
      930_000,
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/no file times from .*missing\.json/);
    expect(lines.slice(1)).toEqual([
      '[test] the slowest files (of 2):',
      '    72.0 s  tests/e2e/b.test.ts (failed)',
      '     1.5 s  a.test.ts',
      '[test] npm test took 15.5 min in all',
    ]);
  });
});
