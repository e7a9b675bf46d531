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
      '[test] what failed:',
      '  tests/e2e/b.test.ts',
      '[test] the slowest files (of 2):',
      '    72.0 s  tests/e2e/b.test.ts (failed)',
      '     1.5 s  a.test.ts',
      '[test] npm test took 15.5 min in all',
    ]);
  });

  it('names each failed test and the first lines of its message, without colours or stack frames', () => {
    const dir = mkdtempSync(join(tmpdir(), 'timings-'));
    const path = join(dir, 'integration.json');
    const failure =
      '\u001b[31mTimeoutError: page.waitForURL: Timeout 60000ms exceeded.\u001b[39m\n    at signIn (tests/support/studio.ts:40:3)\n=== logs ===\nwaiting for navigation';
    writeFileSync(
      path,
      JSON.stringify({
        testResults: [
          {
            name: join(repoRoot, 'tests/e2e/studio.test.ts'),
            startTime: 0,
            endTime: 61_800,
            status: 'failed',
            assertionResults: [
              { fullName: 'the Studio opens signed in', status: 'passed', failureMessages: [] },
              { fullName: 'the Studio saves a page', status: 'failed', failureMessages: [failure] },
            ],
          },
          {
            name: join(repoRoot, 'tests/e2e/setup.test.ts'),
            startTime: 0,
            endTime: 5,
            status: 'failed',
            message: 'Error: Directus did not start',
            assertionResults: [],
          },
        ],
      }),
    );
    const lines = timingSummary([path], 60_000).split('\n');
    expect(lines.slice(0, 7)).toEqual([
      '[test] what failed:',
      '  tests/e2e/studio.test.ts > the Studio saves a page',
      '        TimeoutError: page.waitForURL: Timeout 60000ms exceeded.',
      '        === logs ===',
      '        waiting for navigation',
      '  tests/e2e/setup.test.ts',
      '        Error: Directus did not start',
    ]);
  });
});
