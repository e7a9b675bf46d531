// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHash, randomBytes } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../src/routes';
import { LEAD_PATHS, leadUrl, type LeadPage } from '../src/forms/lead-links';
import { accessLine, installConsole, jsonLine, redactSecrets, requestIdFrom, secretTag, withRequestId } from './logging';

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

// Issue 39: the JSON access log held `"path":"/demo/manage/<token>"`, which gives whoever reads the
// logs the power of the link (decision 0010 keeps only hashes).
describe('secrets in the log', () => {
  const token = () => randomBytes(32).toString('base64url');
  const tagOf = (secret: string) => `[token:${createHash('sha256').update(secret).digest('hex').slice(0, 8)}]`;
  const tokenPages = Object.entries(LEAD_PATHS)
    .filter(([page]) => ['manage', 'confirm', 'unsubscribe', 'myDataConfirm'].includes(page))
    .flatMap(([page, paths]) => (['en', 'fr'] as const).map((locale) => ({ page: page as LeadPage, locale, path: paths[locale] })));

  it('tags a secret with the start of the SHA-256 Directus stores for it, never the secret', () => {
    const secret = token();
    expect(secretTag(secret)).toBe(tagOf(secret));
    expect(secretTag(secret)).toMatch(/^\[token:[0-9a-f]{8}\]$/);
  });

  it.each(tokenPages)('records a $page link ($locale) in the access log as a tag', ({ page, locale, path }) => {
    const secret = token();
    const url = new URL(leadUrl('https://site.example', page, locale, secret));
    const line = accessLine('req-1', { method: 'GET', path: url.pathname, status: 200, ms: 3 });
    expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ path: `${path}/${tagOf(secret)}`, status: 200, requestId: 'req-1' });
  });

  it('covers every route whose path takes a token (src/routes.ts), in any case and with a data suffix', () => {
    const flat = (entries: RouteConfigEntry[]): string[] => entries.flatMap((e) => [e.path ?? '', ...flat(e.children ?? [])]);
    const withToken = flat(routes).filter((path) => path.includes(':token'));
    expect(withToken.length).toBeGreaterThanOrEqual(10);
    for (const route of withToken) {
      const secret = token();
      const path = `/${route.replace(':token', secret)}`;
      for (const shape of [path, path.toUpperCase().replace(secret.toUpperCase(), secret), `${path}.data`, `${path}?done=moved`]) {
        const redacted = redactSecrets(shape);
        expect(redacted, shape).not.toContain(secret);
        expect(redacted, shape).toContain(tagOf(secret));
      }
    }
  });

  it('tags short and odd-shaped tokens on those pages too, and the preview and edit tokens in a query', () => {
    expect(redactSecrets('/demo/manage/abc')).toBe(`/demo/manage/${tagOf('abc')}`);
    expect(redactSecrets('/my-data/confirm/xyz/data.json')).toBe(`/my-data/confirm/${tagOf('xyz')}/data.json`);
    const preview = `${Date.now() + 60_000}.${token()}`;
    const tagged = redactSecrets(`/fr/stride?preview=${preview}&utm_source=x`);
    expect(tagged).toBe(`/fr/stride?preview=${tagOf(preview)}&utm_source=x`);
    expect(redactSecrets(`/stride?edit=${preview}`)).toBe(`/stride?edit=${tagOf(preview)}`);
  });

  it('tags a token-shaped value wherever it stands, and leaves ids, hashes and ordinary paths alone', () => {
    const secret = token();
    expect(redactSecrets(`could not send to https://site.example/x/${secret} (timeout)`)).toBe(
      `could not send to https://site.example/x/${tagOf(secret)} (timeout)`,
    );
    const ordinary = [
      '/fr/infolettre',
      '/demo',
      '/my-data',
      '/account/demos/D-7KQ2',
      '/media/0b8f1c6e-3a57-4f7e-9c62-5d0a7e4f2b19?w=320',
      createHash('sha256').update('x').digest('hex'),
      '/newsletter',
    ];
    for (const text of ordinary) expect(redactSecrets(text)).toBe(text);
  });

  it('tags secrets in messages and nested fields of a JSON line, and in console lines of both formats', () => {
    const secret = token();
    const line: unknown = JSON.parse(
      jsonLine('warn', `[site] /newsletter/confirm/${secret}: Directus down`, { detail: { url: `/demo/manage/${secret}` }, list: [secret] }),
    );
    expect(JSON.stringify(line)).not.toContain(secret);
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    for (const logFormat of ['json', 'text'] as const) {
      installConsole(logFormat);
      console.error(`[site] /fr/demo/gerer/${secret}: failed`, new Error(`GET /my-data/confirm/${secret} refused`));
    }
    expect(written).toHaveLength(2);
    for (const chunk of written) {
      expect(chunk).not.toContain(secret);
      expect(chunk).toContain(`/fr/demo/gerer/${tagOf(secret)}`);
    }
  });
});
