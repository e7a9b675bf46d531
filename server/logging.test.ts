// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installConsole, jsonLine, requestIdFrom, withRequestId } from './logging';

const saved = { log: console.log, error: console.error, warn: console.warn, info: console.info, debug: console.debug };
afterEach(() => {
  Object.assign(console, saved);
  vi.restoreAllMocks();
});

describe('the site server’s log', () => {
  it('carries the request’s id on every line written while serving it, across awaits', async () => {
    const lines = await withRequestId('req-42', async () => {
      const first = jsonLine('info', 'rendering');
      await new Promise((r) => setTimeout(r, 5));
      return [first, jsonLine('error', 'Directus refused', { status: 503 })];
    });
    const anyTime: unknown = expect.any(String);
    expect(lines.map((l): unknown => JSON.parse(l))).toEqual([
      { time: anyTime, level: 'info', msg: 'rendering', requestId: 'req-42' },
      { time: anyTime, level: 'error', msg: 'Directus refused', requestId: 'req-42', status: 503 },
    ]);
    expect(JSON.parse(jsonLine('info', 'outside a request'))).not.toHaveProperty('requestId');
  });

  it('keeps a proxy’s request id when it looks like one, and makes one otherwise', () => {
    expect(requestIdFrom('abc-123.def:9')).toBe('abc-123.def:9');
    expect(requestIdFrom('"><script>')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns console.error into one JSON line on stderr, the error’s stack in its message', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    installConsole('json');
    withRequestId('req-7', () => console.error('[forms] could not store', new Error('boom')));
    expect(written).toHaveLength(1);
    const line: unknown = JSON.parse(written[0] ?? '');
    expect(line).toMatchObject({ level: 'error', requestId: 'req-7' });
    expect(z.object({ msg: z.string() }).parse(line).msg).toMatch(/^\[forms\] could not store Error: boom\n\s+at /);
  });
});
