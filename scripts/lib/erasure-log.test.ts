// The erasure log as the backup and the restore read it: whole valid lines only, two copies merged
// once each in time order, and only the lines from the backup's start on replayed.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { erasureLogPath, erasuresSince, mergeErasureLogs, parseErasureLog, writeErasureLog, type ErasureEntry } from './erasure-log.ts';

const hex = (c: string) => c.repeat(64);
const entry = (at: string, email: string | null, uid: string | null = null): ErasureEntry => ({ v: 1, at, email, uid, key: 'ab'.repeat(8) });
const dir = mkdtempSync(join(tmpdir(), 'erasure-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the erasure log', () => {
  it('reads whole, valid lines and skips a torn or foreign one', () => {
    const a = entry('2026-12-01T10:00:00.000Z', hex('a'));
    const b = entry('2026-12-01T11:00:00.000Z', null, hex('b'));
    const text = [
      JSON.stringify(a),
      '{"v":1,"at":"2026-12-01T12:00:00.000Z","email":"someone@example.com","uid":null,"key":"abababababababab"}',
      JSON.stringify(b),
      '{"v":1,"at":"2026',
    ].join('\n');
    expect(parseErasureLog(text)).toEqual([a, b]);
  });

  it('merges two copies once each, in time order, and keeps the lines from the backup on', () => {
    const early = entry('2026-12-01T09:00:00.000Z', hex('c'));
    const late = entry('2026-12-02T09:00:00.000Z', hex('d'));
    const merged = mergeErasureLogs([late, early], [early]);
    expect(merged).toEqual([early, late]);
    expect(erasuresSince(merged, '2026-12-01T09:00:00.000Z')).toEqual([early, late]);
    expect(erasuresSince(merged, '2026-12-01T09:00:00.001Z')).toEqual([late]);
  });

  it('is written owner-only, and found where Directus writes it', () => {
    const path = join(dir, 'erasure-log.jsonl');
    writeErasureLog(path, [entry('2026-12-01T09:00:00.000Z', hex('e'))]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(parseErasureLog(readFileSync(path, 'utf8'))).toHaveLength(1);
    const settings = { dataDir: '/srv/data', uploadsDir: '/srv/uploads', postgresUrl: undefined, erasureLogPath: undefined };
    expect(erasureLogPath(settings)).toBe('/srv/data/erasure-log.jsonl');
    expect(erasureLogPath({ ...settings, postgresUrl: 'postgres://x/y' })).toBe('/srv/uploads/.erasure-log.jsonl');
    expect(erasureLogPath({ ...settings, erasureLogPath: '/var/log/erasures.jsonl' })).toBe('/var/log/erasures.jsonl');
  });
});
